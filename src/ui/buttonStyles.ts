/**
 * The focus ring, the quiet, outlined button of pages and dialogs (Retry, Close, Previous/Next), the primary
 * button, and a link dressed as the primary button.
 * Theme tokens: --vmx-space, --vmx-color-control-border, --vmx-radius, --vmx-color-focus, --vmx-color-primary,
 * --vmx-color-primary-hover, --vmx-color-on-primary.
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

/**
 * Text on the primary colour: the colour itself and the text colour the theme derives for it (black or white by
 * the spec's brightness rule, ui/tokens.ts and ui/EventTheme.tsx). `:is(*, [data-vmx-filled])` matches every
 * element and adds one attribute's weight, so that a container's link colour (a page's `main a { color: link }`)
 * cannot repaint a link dressed as a button in the colour of its own background (that left "Sign in with …"
 * and "Show more" blue on blue). Unlike a doubled class (&&) it still works nested (`a, button { … }`).
 */
export const filledPrimary = css`
  &:is(*, [data-vmx-filled]),
  &:is(*, [data-vmx-filled]):visited {
    background: var(--vmx-color-primary);
    color: var(--vmx-color-on-primary);
  }
  &:is(*, [data-vmx-filled]):hover {
    background: var(--vmx-color-primary-hover);
  }
`;

/** The primary button (a form's submit, the way on), on a <button> or an <a>. */
export const primaryButton = css`
  justify-self: start;
  display: inline-block;
  font: inherit;
  font-weight: 600;
  padding: calc(var(--vmx-space) * 1) calc(var(--vmx-space) * 2.5);
  border: 0;
  border-radius: var(--vmx-radius);
  text-decoration: none;
  cursor: pointer;
  ${filledPrimary}
  ${focusRing}
`;
