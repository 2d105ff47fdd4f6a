/**
 * Texts of an exhibitor's charity challenges on the company profile (docs/rules/content-areas.md section 7,
 * "Charity": ExhibitorChallenges), loaded with the profile's challenges block only.
 */
export const EXHIBITOR_CHALLENGE_TEXTS = {
  'exhibitorProfile.challenges.heading': 'Charity challenges',
  'exhibitorProfile.challenges.intro': 'Answer this exhibitor’s questions to collect points for a charity project.',
  'exhibitorProfile.challenges.points': '{points, plural, one {# point} other {# points}} per correct answer',
  'exhibitorProfile.challenges.take': 'Take the challenge',
} as const;
