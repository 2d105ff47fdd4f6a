/**
 * Layout fragments the areas' styles share, so that one look is written once: a column of blocks, a list
 * without bullets, a grid of cards, a row that wraps, and a definition list of facts (label, then value).
 * Each gives exactly the CSS its users wrote out before. Theme tokens: --vmx-space.
 */
import { css } from 'styled-components';

/** `n` spaces: the --vmx-space token itself for 1, a multiple of it otherwise; a string is used as it is. */
export function space(n: number | string): string {
  if (typeof n === 'string') return n;
  return n === 1 ? 'var(--vmx-space)' : `calc(var(--vmx-space) * ${n})`;
}

/** A column of blocks, `n` spaces apart. */
export function stack(n: number | string) {
  return css`
    display: grid;
    gap: ${space(n)};
  `;
}

/** A list without bullets, indent or margins (its items lay themselves out). */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A bare list of cards in as many columns of at least `minWidth` as fit, two spaces apart. */
export function cardGrid(minWidth: string) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
    gap: calc(var(--vmx-space) * 2);
    ${bareList}
  `;
}

/** A row of items that wraps onto more lines where it must, `n` spaces apart. */
export function wrapRow(n: number | string) {
  return css`
    display: flex;
    flex-wrap: wrap;
    gap: ${space(n)};
  `;
}

/** A definition list's look: label in bold, then its value, in two columns (give the dl its margin). */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 2);

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
