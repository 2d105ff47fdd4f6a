/**
 * The base styles of every element's shadow root. The host page's CSS cannot reach inside a shadow root,
 * but inherited properties (font, colour, line height...) still flow in through the host element, and
 * a hostile page may force them with !important. So the element's root box sets each inherited property
 * itself, from a --vmx-* token: the host themes us on purpose through those properties and nothing else.
 *
 * Theme tokens: all of ui/tokens.ts (declared there once, with their defaults).
 */
import { createGlobalStyle, css } from 'styled-components';

export const rootBox = css`
  box-sizing: border-box;
  font-family: var(--vmx-font-family);
  font-size: var(--vmx-font-size);
  font-weight: 400;
  font-style: normal;
  line-height: var(--vmx-line-height);
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  color: var(--vmx-color-text);
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
 * Server-given values (the event's theme, the footer model's colours) as --vmx-* custom properties on
 * :host, where ui/tokens.ts reads them. The host page's own --vmx-* values on the element win, because
 * a page's rules beat :host rules in the cascade.
 */
export const HostStyle = createGlobalStyle<{ $tokens: Record<string, string> }>`
  :host {
    ${({ $tokens }) =>
      Object.entries($tokens)
        .map(([token, value]) => `--vmx-${token}: ${value};`)
        .join('\n')}
  }
`;
