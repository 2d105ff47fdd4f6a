export { HighlightedSessions, type HighlightedSessionsProps } from './HighlightedSessions';
