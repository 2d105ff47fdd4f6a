/**
 * Contracts of the charity challenge (docs/rules/content-areas.md sections 3, 4 and 7, "Charity"): projects,
 * challenges and highscores. Where the rules name fields they are their names; the rest is ours. Calls:
 * src/api/charity.ts; the reference server answers them in server/routes/charity.ts.
 */

import type { SurveyRequest } from './survey';

/** A banner of a charity project (section 3: BannerFiles with Key). */
export interface CharityBannerFile {
  Key: string;
  /** http(s) or a path under the API base. */
  Url: string;
}

/** GET /api/Exhibition/EventProjects/{eventId}/{language}: the projects points are collected for. */
export interface CharityProject {
  Id: number;
  Name: string;
  /** HTML (sanitised by the client). */
  Description: string;
  BannerFiles: CharityBannerFile[];
}

/**
 * GET /api/Exhibition/EventChallenges/{eventId}/{language} and ExhibitorChallenges/{eventId}/{language}?id:
 * quiz challenges; a company's challenges carry its CompanyAccountId.
 */
export interface CharityChallenge {
  Id: number;
  Name: string;
  Description: string;
  CompanyAccountId: string | null;
  CompanyAccountName: string | null;
  /** Points for each correct answer. */
  PointsPerCorrectAnswer: number;
  SurveyRequest: SurveyRequest;
}

/** One line of a highscore (section 3: Points per entry). */
export interface HighscoreEntry {
  Id: string;
  Name: string;
  Points: number;
}

/**
 * GET /api/Exhibition/CharityHighscore/{eventId}/{language} and CharityHighscoreForProject/...?projectId:
 * the four highscores, each sorted by points (most first, then by name). Participants are named by first
 * name and the surname's initial.
 */
export interface CharityHighscore {
  Projects: HighscoreEntry[];
  Challenges: HighscoreEntry[];
  Companies: HighscoreEntry[];
  Participants: HighscoreEntry[];
}

/** POST /api/Survey/ChallengeEvaluationDone/{eventId}/{language}?userid&challengeid&charityProjectId&correctedAnswers. */
export interface ChallengeEvaluationDoneReply {
  ChallengeId: number;
  CharityProjectId: number;
  Points: number;
  /** Ours: the server's count of correct answers, told now that the challenge is closed for the user. */
  CorrectAnswers: number;
}
