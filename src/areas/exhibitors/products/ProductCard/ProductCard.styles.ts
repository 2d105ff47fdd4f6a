/**
 * A product card and its rating stars (real radios drawn as stars).
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-primary, --vmx-color-focus, --vmx-color-danger.
 */
import styled from 'styled-components';
import { cardBox, cardText } from '../../../../ui/cardStyles';
import { wrapRow } from '../../../../ui/styles/layout';
import { pills } from '../../../../ui/styles/surfaces';

export const Card = styled.article`
  ${cardBox};
  align-content: start;

  ${cardText}
`;

export const Picture = styled.img`
  width: 100%;
  max-height: 10rem;
  object-fit: contain;
`;

export const Badges = styled.p`
  ${wrapRow(0.5)}
  font-size: 0.85em;

  ${pills}
`;

export const ErrorText = styled.p`
  color: var(--vmx-color-danger);
`;
