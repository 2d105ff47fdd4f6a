/**
 * Rules of the charity challenge (docs/rules/content-areas.md sections 3 and 4, "Charity"): which project a page
 * preselects, what a person may do with a challenge, the survey request and save payload of a challenge
 * taken by a signed-in user, a project's banner, the highscore ranks and the element's project-id.
 */
import type {
  CharityBannerFile,
  CharityChallenge,
  CharityProject,
  HighscoreEntry,
  SurveyRequest,
  SurveySavePayload,
} from '../../contracts';
import { hasControlCharacter } from '../url';

/**
 * A positive whole number from a route param or an attribute ("12"), else null: an element's project-id
 * and the project page's id. Anything else ("", "abc", "0", "1.5") means "no project".
 */
export function parseProjectId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The project the page starts with: the project page's own, when the event has it. */
export function preselectedProject(projects: readonly CharityProject[], routeProjectId: number | null): number | null {
  return routeProjectId !== null && projects.some((project) => project.Id === routeProjectId) ? routeProjectId : null;
}

/**
 * What a person can do with a challenge. Section 4: a submitted challenge is EvaluationDone and cannot
 * be taken again; ours: taking part needs a signed-in user (the points are theirs).
 */
export type ChallengeState = 'done' | 'signIn' | 'open';

export function challengeState(challenge: CharityChallenge, signedIn: boolean): ChallengeState {
  if (signedIn && challenge.SurveyRequest.EvaluationDone) return 'done';
  return signedIn ? 'open' : 'signIn';
}

/** The challenge's survey request for the signed-in user (the list may have been read before they signed in). */
export function challengeSurveyRequest(challenge: CharityChallenge, userId: number): SurveyRequest {
  return { ...challenge.SurveyRequest, SurveyEnitity: { Id: challenge.SurveyRequest.SurveyEnitity.Id, UserId: userId } };
}

/** Section 3, "Survey save payload": what SaveSurvey receives for a completed survey (Result is the answers as JSON text). */
export function surveySavePayload(request: SurveyRequest, answers: Record<string, unknown>): SurveySavePayload {
  return {
    Context: request.Context,
    ContextShort: request.ContextShort,
    Instance: request.Instance,
    Result: JSON.stringify(answers),
    SurveyItemSetId: request.SurveyItemSetId,
    SurveyEnitity: { Id: request.SurveyEnitity.Id, UserId: request.SurveyEnitity.UserId },
  };
}

/** The challenges after one was submitted: that one is EvaluationDone (section 4), the rest unchanged. */
export function markChallengeDone(challenges: readonly CharityChallenge[], challengeId: number): CharityChallenge[] {
  return challenges.map((challenge) =>
    challenge.Id === challengeId ? { ...challenge, SurveyRequest: { ...challenge.SurveyRequest, EvaluationDone: true } } : challenge,
  );
}

/**
 * The banner a project card shows: the one whose Key is "banner" (any letter case), else the first with
 * a usable address. Its URL is http(s) or a path under the API base; nothing else (javascript:, data:)
 * becomes an image source.
 */
export function projectBannerUrl(
  banners: readonly CharityBannerFile[] | null | undefined,
  apiBase: string,
  documentBase: string,
): string | null {
  const candidates = [...(banners ?? [])].sort(
    (a, b) => Number(b.Key?.toLowerCase() === 'banner') - Number(a.Key?.toLowerCase() === 'banner'),
  );
  for (const banner of candidates) {
    const url = resolveUnderApiBase(banner.Url, apiBase, documentBase);
    if (url) return url;
  }
  return null;
}

/** An http(s) URL as it is, a path resolved under the API base; null for anything else (javascript:, data:, //host). */
export function resolveUnderApiBase(url: string | null | undefined, apiBase: string, documentBase: string): string | null {
  const value = (url ?? '').trim();
  if (!value || hasControlCharacter(value)) return null;
  try {
    if (/^https?:\/\//i.test(value)) return new URL(value).href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
    const base = new URL(apiBase || '/', documentBase);
    const folder = base.href.endsWith('/') ? base.href : `${base.href}/`;
    return new URL(value.replace(/^\/+/, ''), folder).href;
  } catch {
    return null;
  }
}

/** A highscore line with its rank. */
export interface RankedEntry extends HighscoreEntry {
  rank: number;
}

/**
 * Ranks of a highscore as the server ordered it (most points first): equal points share a rank and the
 * next rank skips (1, 2, 2, 4), so a tie never decides by the order of names.
 */
export function rankHighscore(entries: readonly HighscoreEntry[]): RankedEntry[] {
  let rank = 0;
  return entries.map((entry, index) => {
    if (index === 0 || entry.Points !== entries[index - 1]!.Points) rank = index + 1;
    return { ...entry, rank };
  });
}

/** The config resource the charity page reads (docs/rules/content-areas.md section 7: GetConfigResource?resourcename). */
export const CHARITY_PAGE_RESOURCE = 'charityPage';

/** The charity page's configuration (the config resource charityPage: JSON text), as far as the page uses it. */
export interface CharityPageConfig {
  /** The organiser's introduction, in place of the default text. */
  intro: string | null;
  /** The banners' aspect ratio as CSS reads it ("3 / 1"). */
  bannerAspect: string | null;
}

const ASPECT = /^\s*(\d{1,4}(?:\.\d{1,3})?)\s*\/\s*(\d{1,4}(?:\.\d{1,3})?)\s*$/;

/**
 * The organiser's intro for a page in language: GetConfigResource answers in the event's default
 * language, so its intro stands in for the translated text only on a page in that language.
 */
export function configuredIntro(config: CharityPageConfig, language: string, defaultLanguage: string | null | undefined): string | null {
  if (!config.intro || !defaultLanguage) return null;
  return language.toLowerCase() === defaultLanguage.toLowerCase() ? config.intro : null;
}

/** Reads the config resource; anything missing or malformed is left to the defaults (null), never an error. */
export function parseCharityPageConfig(value: string | null | undefined): CharityPageConfig {
  let raw: unknown = null;
  try {
    raw = value ? JSON.parse(value) : null;
  } catch {
    raw = null;
  }
  const record = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const intro = typeof record.intro === 'string' && record.intro.trim() ? record.intro.trim() : null;
  const aspect = typeof record.bannerAspect === 'string' ? ASPECT.exec(record.bannerAspect) : null;
  const bannerAspect = aspect && Number(aspect[1]) > 0 && Number(aspect[2]) > 0 ? `${aspect[1]} / ${aspect[2]}` : null;
  return { intro, bannerAspect };
}
