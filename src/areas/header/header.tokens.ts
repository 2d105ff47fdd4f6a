/**
 * The site header's and the app navigation's design tokens (the cascade: ui/tokens.ts), declared by the
 * header area (HeaderBody.tsx, which renders both, renders HeaderTokens), so only the header's code
 * downloads them.
 */
import { ref, tokenGroupStyle, type TokenTable } from '../../ui/tokens';

export const HEADER_TOKENS = {
  /** Site header: set on the header from its configuration (SiteHeader.tsx), else per header theme. */
  'header-background': ref('color-background'),
  'header-banner-background': 'transparent',
  'header-logo-height': '70px',
  'header-overlay': 'rgb(0 0 0 / 50%)',
  /** App navigation: set from the configuration's app colours (AppNavigation.tsx). */
  'app-background': ref('color-primary'),
  'app-text': ref('color-on-primary'),
  'app-active': '#ffbf47',
} as const satisfies TokenTable;

export const HeaderTokens = tokenGroupStyle(HEADER_TOKENS);
