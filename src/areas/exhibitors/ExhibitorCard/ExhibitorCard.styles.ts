import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';

export const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: var(--vmx-space, 8px);
  height: 100%;
  box-sizing: border-box;
  padding: calc(var(--vmx-space, 8px) * 2);
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
  background: var(--vmx-color-surface, #ffffff);
`;

export const Head = styled.div`
  display: flex;
  gap: calc(var(--vmx-space, 8px) * 1.5);
  align-items: center;

  img {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
    flex: none;
  }
  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  a {
    color: inherit;
    ${focusRing}
  }
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space, 8px) * 0.5);
  margin: 0;
  font-size: 0.85em;

  span {
    padding: 0 calc(var(--vmx-space, 8px) * 0.75);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-border, #8c959f);
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: var(--vmx-color-muted, #57606a);
`;

export const BoothButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;
