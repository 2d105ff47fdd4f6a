export { HighlightedSessions } from './HighlightedSessions';
