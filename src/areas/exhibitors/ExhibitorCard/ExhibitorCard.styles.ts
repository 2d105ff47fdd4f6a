import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';
import { cardBox } from '../../../ui/cardStyles';
import { wrapRow } from '../../../ui/styles/layout';
import { pills } from '../../../ui/styles/surfaces';

export const Card = styled.article`
  ${cardBox};
  grid-template-rows: auto 1fr auto;
`;

export const Head = styled.div`
  display: flex;
  gap: calc(var(--vmx-space) * 1.5);
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
  ${wrapRow(0.5)}
  margin: 0;
  font-size: 0.85em;

  ${pills}
`;

export const Summary = styled.p`
  margin: 0;
  color: var(--vmx-color-muted);
`;

export const BoothButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;
