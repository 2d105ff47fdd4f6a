/**
 * The footer's design tokens (the cascade: ui/tokens.ts), declared by the footer itself (Footer.tsx renders
 * FooterTokens), so only the footer's code downloads them. Declared on :host like every token, where
 * Footer.tsx also puts the footer model's colours (--vmx-footer-model-*): the host page's value wins, then
 * the model's colour, then the theme.
 */
import { ref, tokenGroupStyle, type TokenTable } from '../../ui/tokens';

export const FOOTER_TOKENS = {
  'footer-background': `var(--vmx-footer-model-background, ${ref('color-background')})`,
  'footer-text': `var(--vmx-footer-model-text, ${ref('color-text')})`,
  'footer-link': 'var(--vmx-footer-model-link, currentcolor)',
  'footer-session-color': 'transparent',
} as const satisfies TokenTable;

export const FooterTokens = tokenGroupStyle(FOOTER_TOKENS);
