/**
 * The box of a card in a grid of cards (exhibitors, products, charity projects and challenges):
 * bordered and padded, as tall as its grid row; each card lays out its own content.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-surface.
 */
import { css } from 'styled-components';
import { cardSurface, links } from './styles/surfaces';

export const cardBox = css`
  display: grid;
  gap: var(--vmx-space);
  height: 100%;
  box-sizing: border-box;
  ${cardSurface}
`;

/** A card's heading, paragraphs and links (the link is the card's title, in the text colour). */
export const cardText = css`
  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  p {
    margin: 0;
  }
  ${links('inherit')}
`;
