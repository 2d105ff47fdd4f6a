/**
 * The focus ring, and the quiet, outlined button of pages and dialogs (Retry, Close, Previous/Next).
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-focus.
 * Only lazily loaded pieces import it, so it stays out of the chunk every element downloads.
 */
import { css } from 'styled-components';

/** The keyboard focus ring of every control. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus, #ffbf47);
    outline-offset: 2px;
  }
`;

export const secondaryButton = css`
  font: inherit;
  padding: calc(var(--vmx-space, 8px) * 0.75) calc(var(--vmx-space, 8px) * 1.5);
  border: 1px solid var(--vmx-color-border, #8c959f);
  border-radius: var(--vmx-radius, 6px);
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;
