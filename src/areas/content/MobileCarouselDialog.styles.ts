import styled from 'styled-components';
import { secondaryButton } from '../../ui/buttonStyles';

export const Slide = styled.figure`
  margin: 0;
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  justify-items: center;
  text-align: center;
  min-height: 12rem;
  align-content: center;

  img {
    max-width: 100%;
    max-height: 50vh;
  }
  figcaption {
    font-size: 1.25em;
  }
`;

export const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--vmx-space);
  margin-top: calc(var(--vmx-space) * 2);

  button {
    ${secondaryButton}
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;
