/**
 * Surface fragments the areas' styles share: an outlined box, the surface of a card, the links of a block
 * of text and pill badges. Each gives exactly the CSS its users wrote out before.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-control-border,
 * --vmx-color-surface and those of ui/buttonStyles (focusRing).
 */
import { css } from 'styled-components';
import { focusRing } from '../buttonStyles';
import { space } from './layout';

/** A box outlined in `border` (the border token by default) with `n` spaces of padding. */
export function outlined(n: number, border = 'var(--vmx-color-border)') {
  return css`
    padding: ${space(n)};
    border: 1px solid ${border};
    border-radius: var(--vmx-radius);
  `;
}

/** A card's surface: outlined, two spaces of padding, on the surface colour. */
export const cardSurface = css`
  ${outlined(2)}
  background: var(--vmx-color-surface);
`;

/** The links inside a block: in `colour`, with the focus ring. */
export function links(colour: string) {
  return css`
    a {
      color: ${colour};
      ${focusRing}
    }
  `;
}

/** Spans drawn as rounded pills (a company's or product's badges). */
export const pills = css`
  span {
    padding: 0 calc(var(--vmx-space) * 0.75);
    border-radius: 999px;
    border: 1px solid var(--vmx-color-control-border);
  }
`;
