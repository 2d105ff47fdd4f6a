/**
 * The content pages' design tokens (the cascade: ui/tokens.ts), declared by the content page
 * (ContentPage.tsx renders ContentTokens), so only its code downloads them.
 */
import { tokenGroupStyle, type TokenTable } from '../../ui/tokens';

export const CONTENT_TOKENS = {
  /** How far below the top an anchor target stops (the sticky header). */
  'anchor-offset': '6rem',
} as const satisfies TokenTable;

export const ContentTokens = tokenGroupStyle(CONTENT_TOKENS);
