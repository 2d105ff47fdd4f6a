/**
 * Typed calls of the charity challenge (docs/rules/content-areas.md section 7, "Charity"). The challenge's survey
 * itself goes through api/survey.ts. Reply shapes: src/contracts.
 */
import type { Http } from './http';
import type { ChallengeEvaluationDoneReply, CharityChallenge, CharityHighscore, CharityProject } from '../contracts';

const path = (...parts: (string | number)[]) =>
  parts.map((part, index) => (index === 0 ? String(part) : encodeURIComponent(String(part)))).join('/');

/** GET /api/Exhibition/ExhibitorChallenges/{eventId}/{language}?id: the challenges of one exhibitor (section 7, "Charity"). */
export function getExhibitorChallenges(http: Http, eventId: number, language: string, companyAccountId: string, signal?: AbortSignal) {
  return http.get<CharityChallenge[]>(path('/api/Exhibition/ExhibitorChallenges', eventId, language), { id: companyAccountId }, signal);
}

export function getCharityProjects(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<CharityProject[]>(path('/api/Exhibition/EventProjects', eventId, language), undefined, signal);
}

/** The event's challenges, with the signed-in user's EvaluationDone flags. */
export function getCharityChallenges(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<CharityChallenge[]>(path('/api/Exhibition/EventChallenges', eventId, language), undefined, signal);
}

export function getCharityHighscore(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<CharityHighscore>(path('/api/Exhibition/CharityHighscore', eventId, language), undefined, signal);
}

export function getCharityHighscoreForProject(http: Http, eventId: number, language: string, projectId: number, signal?: AbortSignal) {
  return http.get<CharityHighscore>(path('/api/Exhibition/CharityHighscoreForProject', eventId, language), { projectId }, signal);
}

/**
 * POST /api/Survey/ChallengeEvaluationDone/{eventId}/{language}?userid&challengeid&charityProjectId&correctedAnswers:
 * records the points of a saved challenge survey for a project and closes the challenge; refused (409) a
 * second time. The server counts the correct answers itself and tells the count only here (CorrectAnswers),
 * so correctedAnswers, the client's own count in the spec, is left out when the client has none.
 */
export function setChallengeEvaluationDone(
  http: Http,
  ref: { eventId: number; language: string },
  done: { userId: number; challengeId: number; charityProjectId: number; correctedAnswers?: number },
) {
  return http.post<ChallengeEvaluationDoneReply>(path('/api/Survey/ChallengeEvaluationDone', ref.eventId, ref.language), undefined, {
    userid: done.userId,
    challengeid: done.challengeId,
    charityProjectId: done.charityProjectId,
    correctedAnswers: done.correctedAnswers,
  });
}
