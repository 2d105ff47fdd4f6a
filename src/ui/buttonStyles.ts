/**
 * The focus ring, the quiet, outlined button of pages and dialogs (Retry, Close, Previous/Next), and a
 * link dressed as the primary button.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-focus, --vmx-color-primary,
 * --vmx-color-on-primary.
 * Only lazily loaded pieces import it, so it stays out of the chunk every element downloads.
 */
import { css } from 'styled-components';

/** The keyboard focus ring of every control. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

export const secondaryButton = css`
  font: inherit;
  padding: calc(var(--vmx-space) * 0.75) calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-control-border);
  border-radius: var(--vmx-radius);
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
`;

/** A link dressed as the primary button (the way on, an ad's call to action). */
export const primaryButtonLink = css`
  justify-self: start;
  font-weight: 600;
  padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 2.5);
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  text-decoration: none;
  ${focusRing}
`;
