/**
 * Charity highscores (docs/rules/content-areas.md section 3, "Charity": highscores by Projects, Challenges,
 * Companies and Participants with Points per entry). Built from the points each participant scored in
 * a challenge for a project: each list sums the points per project, challenge, company (of the
 * company's own challenges) and participant, most points first, then by name. The reference server
 * answers CharityHighscore with this; the client re-sorts nothing.
 */
import type { CharityHighscore, HighscoreEntry } from '../../contracts';

/** One submission: a participant's points from one challenge, given to one project. */
export interface PointsRecord {
  userId: number;
  firstname: string | null;
  surname: string | null;
  challengeId: number;
  challengeName: string;
  projectId: number;
  projectName: string;
  companyAccountId: string | null;
  companyName: string | null;
  points: number;
}

/** Participants are shown by first name and the surname's initial ("Anna K."), never in full. */
export function participantName(firstname: string | null, surname: string | null): string {
  const first = (firstname ?? '').trim();
  const initial = (surname ?? '').trim().charAt(0).toUpperCase();
  return [first, initial && `${initial}.`].filter(Boolean).join(' ') || '—';
}

export function rankEntries(entries: Iterable<HighscoreEntry>): HighscoreEntry[] {
  return [...entries].sort(
    (a, b) => b.Points - a.Points || a.Name.localeCompare(b.Name, 'en', { sensitivity: 'base' }) || a.Id.localeCompare(b.Id),
  );
}

function sumBy(records: readonly PointsRecord[], key: (record: PointsRecord) => { Id: string; Name: string } | null): HighscoreEntry[] {
  const totals = new Map<string, HighscoreEntry>();
  for (const record of records) {
    const who = key(record);
    if (!who) continue;
    const entry = totals.get(who.Id) ?? { Id: who.Id, Name: who.Name, Points: 0 };
    entry.Points += record.points;
    totals.set(who.Id, entry);
  }
  return rankEntries(totals.values());
}

export function aggregateHighscore(records: readonly PointsRecord[]): CharityHighscore {
  return {
    Projects: sumBy(records, (r) => ({ Id: String(r.projectId), Name: r.projectName })),
    Challenges: sumBy(records, (r) => ({ Id: String(r.challengeId), Name: r.challengeName })),
    Companies: sumBy(records, (r) => (r.companyAccountId ? { Id: r.companyAccountId, Name: r.companyName ?? r.companyAccountId } : null)),
    Participants: sumBy(records, (r) => ({ Id: String(r.userId), Name: participantName(r.firstname, r.surname) })),
  };
}

/** The four highscore views, in the order a page shows them (the element's view attribute names one). */
export const HIGHSCORE_VIEWS = ['projects', 'challenges', 'companies', 'participants'] as const;
export type HighscoreView = (typeof HIGHSCORE_VIEWS)[number];

export function highscoreList(highscore: CharityHighscore, view: HighscoreView): HighscoreEntry[] {
  const lists = {
    projects: highscore.Projects,
    challenges: highscore.Challenges,
    companies: highscore.Companies,
    participants: highscore.Participants,
  };
  return Array.isArray(lists[view]) ? lists[view] : [];
}

/** An unknown view attribute falls back to projects. */
export function parseHighscoreView(value: string | null | undefined): HighscoreView {
  const view = (value ?? '').trim().toLowerCase();
  return (HIGHSCORE_VIEWS as readonly string[]).includes(view) ? (view as HighscoreView) : 'projects';
}
