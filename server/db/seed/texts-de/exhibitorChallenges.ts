/** German texts of the exhibitor challenges on the company profile (core/exhibitors/challengeTexts.ts). */
import type { EXHIBITOR_CHALLENGE_TEXTS } from '../../../../src/core/exhibitors/challengeTexts';

export const EXHIBITOR_CHALLENGE_TEXTS_DE: Record<keyof typeof EXHIBITOR_CHALLENGE_TEXTS, string> = {
  'exhibitorProfile.challenges.heading': 'Charity-Challenges',
  'exhibitorProfile.challenges.intro': 'Beantworten Sie die Fragen dieses Ausstellers und sammeln Sie Punkte für ein Charity-Projekt.',
  'exhibitorProfile.challenges.points': '{points, plural, one {# Punkt} other {# Punkte}} pro richtiger Antwort',
  'exhibitorProfile.challenges.take': 'An der Challenge teilnehmen',
};
