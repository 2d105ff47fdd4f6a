/**
 * The ticker's design tokens (the cascade: ui/tokens.ts), declared by the ticker itself (Ticker.tsx renders
 * TickerTokens), so an element without a ticker does not download them.
 */
import { ref, tokenGroupStyle, type TokenTable } from '../../ui/tokens';

export const TICKER_TOKENS = {
  'ticker-background': ref('color-primary'),
  'ticker-text': '#ffffff',
} as const satisfies TokenTable;

export const TickerTokens = tokenGroupStyle(TICKER_TOKENS);
