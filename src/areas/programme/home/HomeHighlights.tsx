/**
 * The home's highlighted part (PROGRAMME_HOME_PARTS.Highlighted, homeParts.ts): the highlighted presentation
 * (GET /api/Public/HighlightedPresentation) above the highlighted-session cards, in one lazy chunk.
 *
 * Texts and theme tokens: those of HighlightedPresentation and HighlightedSessions. Parts: those of
 * HighlightedSessions.
 */
import { HighlightedSessions } from '../HighlightedSessions';
import { HighlightedPresentation } from './HighlightedPresentation';

export function HomeHighlights() {
  return (
    <>
      <HighlightedPresentation />
      <HighlightedSessions />
    </>
  );
}
