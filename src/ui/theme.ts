/**
 * The base styles of every element's shadow root. The host page's CSS cannot reach inside a shadow root,
 * but inherited properties (font, colour, line height...) still flow in through the host element, and
 * a hostile page may force them with !important. So the element's root box sets each inherited property
 * itself, from a --vmx-* custom property with our default: the host themes us on purpose through those
 * properties and nothing else.
 *
 * Theme tokens (documented in the README): --vmx-font-family, --vmx-font-size, --vmx-line-height,
 * --vmx-color-text, --vmx-color-background, --vmx-color-primary, --vmx-color-secondary,
 * --vmx-color-muted, --vmx-radius, --vmx-space.
 */
import { createGlobalStyle, css } from 'styled-components';

export const rootBox = css`
  box-sizing: border-box;
  font-family: var(--vmx-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif);
  font-size: var(--vmx-font-size, 16px);
  font-weight: 400;
  font-style: normal;
  line-height: var(--vmx-line-height, 1.5);
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  color: var(--vmx-color-text, #1b1f24);
  visibility: visible;
  white-space: normal;
  word-spacing: normal;

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/**
 * :host rules plus the event's theme tokens as custom properties on :host. The host page's own
 * --vmx-* values win, because a page's rules beat :host rules in the cascade.
 */
export const HostStyle = createGlobalStyle<{ $tokens: Record<string, string> }>`
  :host {
    display: block;
    ${({ $tokens }) =>
      Object.entries($tokens)
        .map(([token, value]) => `--vmx-${token}: ${value};`)
        .join('\n')}
  }
  :host([hidden]) {
    display: none;
  }
`;
