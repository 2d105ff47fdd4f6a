import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';
import { cardBox } from '../../../ui/cardStyles';

export const Card = styled.article`
  ${cardBox};
  grid-template-rows: auto 1fr auto;
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
