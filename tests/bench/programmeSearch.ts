/**
 * Programme search latency (issue 5: keystroke-to-results p95 at most 16 ms for session and presentation search).
 * Not a test: it measures and returns figures. fuse.js with the same options runs on the same keystrokes as the
 * baseline, and every result list is compared with fuse.js's (a mismatch is counted, not timed).
 *
 * Run alone on a generated large congress: npx tsx tests/bench/programmeSearch.ts [sessions] [presentationsPerSession]
 */
import Fuse from 'fuse.js';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  buildPresentationSearchIndex,
  buildSessionSearchIndex,
  PRESENTATION_SEARCH_KEYS,
  searchProgramme,
  SESSION_SEARCH_KEYS,
  SESSION_SEARCH_OPTIONS,
  type PresentationRecord,
  type SessionRecord,
} from '../../src/core/programme';

/** What a visitor types, letter by letter: topics, a speaker, a room, a tag, a typo-free long phrase. */
const TYPED_QUERIES = ['heart failure', 'müller', 'imaging', 'cardiology', 'anna', 'room 12', 'covid', 'therapy of the', 'Nguyen'];
const BUDGET_MS = 16;

export interface ProgrammeSearchFigures {
  searchP95Ms: number;
  fuseBaselineP95Ms: number;
  sessions: { searchP95Ms: number; fuseBaselineP95Ms: number };
  presentations: { searchP95Ms: number; fuseBaselineP95Ms: number };
  keystrokes: number;
  indexBuildMs: number;
  mismatches: number;
  budgetMs: number;
}

/** Every prefix of every typed query: what the search sees, keystroke by keystroke. */
export function typedKeystrokes(): string[] {
  return TYPED_QUERIES.flatMap((query) => [...query].map((_, end) => query.slice(0, end + 1)));
}

export function measureProgrammeSearch(
  sessions: readonly SessionRecord[],
  presentations: readonly PresentationRecord[],
): ProgrammeSearchFigures {
  const keystrokes = typedKeystrokes();

  const buildStart = performance.now();
  const sessionIndex = buildSessionSearchIndex(sessions);
  const presentationIndex = buildPresentationSearchIndex(presentations);
  const indexBuildMs = performance.now() - buildStart;
  const sessionFuse = new Fuse(sessions, { ...SESSION_SEARCH_OPTIONS, keys: [...SESSION_SEARCH_KEYS] });
  const presentationFuse = new Fuse(presentations, { ...SESSION_SEARCH_OPTIONS, keys: [...PRESENTATION_SEARCH_KEYS] });

  const ours = { sessions: [] as number[], presentations: [] as number[] };
  const fuse = { sessions: [] as number[], presentations: [] as number[] };
  let mismatches = 0;
  const time = <R>(samples: number[], run: () => R): R => {
    const start = performance.now();
    const result = run();
    samples.push(performance.now() - start);
    return result;
  };
  const refIndices = (results: { refIndex: number }[]) => results.map((result) => result.refIndex).join(',');

  // One untimed pass first, so that both engines are compiled and warm before the timed passes.
  for (const [round, pattern] of [
    ...keystrokes.map((k) => [0, k] as const),
    ...keystrokes.map((k) => [1, k] as const),
    ...keystrokes.map((k) => [2, k] as const),
  ]) {
    const timed = round > 0;
    const sink = { sessions: timed ? ours.sessions : [], presentations: timed ? ours.presentations : [] };
    const fuseSink = { sessions: timed ? fuse.sessions : [], presentations: timed ? fuse.presentations : [] };
    const sessionResults = time(sink.sessions, () => searchProgramme(sessionIndex, pattern));
    const presentationResults = time(sink.presentations, () => searchProgramme(presentationIndex, pattern));
    const fuseSessionResults = time(fuseSink.sessions, () => sessionFuse.search(pattern));
    const fusePresentationResults = time(fuseSink.presentations, () => presentationFuse.search(pattern));
    if (round === 0) {
      if (refIndices(sessionResults) !== refIndices(fuseSessionResults)) mismatches += 1;
      if (refIndices(presentationResults) !== refIndices(fusePresentationResults)) mismatches += 1;
    }
  }

  return {
    searchP95Ms: p95([...ours.sessions, ...ours.presentations]),
    fuseBaselineP95Ms: p95([...fuse.sessions, ...fuse.presentations]),
    sessions: { searchP95Ms: p95(ours.sessions), fuseBaselineP95Ms: p95(fuse.sessions) },
    presentations: { searchP95Ms: p95(ours.presentations), fuseBaselineP95Ms: p95(fuse.presentations) },
    keystrokes: keystrokes.length,
    indexBuildMs,
    mismatches,
    budgetMs: BUDGET_MS,
  };
}

export function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

// ---- a deterministic large congress, for running this file alone ----

const TOPICS = [
  'heart',
  'failure',
  'cardiology',
  'imaging',
  'therapy',
  'atrial',
  'fibrillation',
  'valve',
  'coronary',
  'stent',
  'hypertension',
  'lipid',
  'statins',
  'diabetes',
  'renal',
  'stroke',
  'prevention',
  'rehabilitation',
  'COVID-19',
  'inflammation',
  'genetics',
  'pediatric',
  'congenital',
  'echocardiography',
  'MRI',
  'CT',
  'biomarkers',
  'trial',
  'registry',
  'outcomes',
  'elderly',
  'women',
  'sport',
  'nutrition',
  'sleep',
  'apnoea',
  'pulmonary',
  'embolism',
  'thrombosis',
  'anticoagulation',
  'pacemaker',
  'ablation',
  'arrhythmia',
  'cardiomyopathy',
  'amyloidosis',
  'digital',
  'health',
  'artificial',
  'intelligence',
  'Herzinsuffizienz',
  'Klappenerkrankungen',
  'Prävention',
  'Bildgebung',
];
const FILLERS = ['of', 'the', 'in', 'and', 'for', 'with', 'update', 'new', 'late-breaking', 'year', 'in review', 'what is'];
const FIRST_NAMES = [
  'Anna',
  'Jürgen',
  'François',
  'Li',
  'Ólafur',
  'Maria',
  'José',
  'Søren',
  'Zoë',
  'Mohammed',
  'Aiko',
  'Łukasz',
  'Emma',
  'Chen',
  'Anne-Marie',
];
const SURNAMES = [
  'Müller',
  'Schmidt',
  'Dubois',
  'Wang',
  'Jónsson',
  'García',
  'Nguyen',
  'Kowalski',
  'Öztürk',
  'Rossi',
  'Smith',
  'Nakamura',
  'Leclère',
  'Straße',
  'Andersen',
];
const TAGS = [
  'Cardiology',
  'Imaging',
  'Heart failure',
  'Prevention',
  'Interventional',
  'Rhythm',
  'Basic science',
  'Nursing',
  'Young investigators',
  'Digital health',
];
const SESSION_TYPES = ['Scientific', 'Symposium', 'Poster', 'Workshop'];

export function generateProgramme(
  sessionCount: number,
  presentationsPerSession: number,
  seed = 20260523,
): {
  sessions: SessionRecord[];
  presentations: PresentationRecord[];
} {
  let state = seed >>> 0;
  const random = (): number => {
    // mulberry32: small, seeded, reproducible
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const phrase = (min: number, max: number): string => {
    const length = min + Math.floor(random() * (max - min + 1));
    const words: string[] = [];
    for (let i = 0; i < length; i += 1) words.push(random() < 0.7 ? pick(TOPICS) : pick(FILLERS));
    const text = words.join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  const sessions: SessionRecord[] = [];
  const presentations: PresentationRecord[] = [];
  for (let s = 0; s < sessionCount; s += 1) {
    const Id = s + 1;
    const Name = phrase(3, 7);
    const sessionPresentations: PresentationRecord[] = [];
    for (let p = 0; p < presentationsPerSession; p += 1) {
      sessionPresentations.push({
        Id: s * presentationsPerSession + p + 1,
        Title: phrase(5, 12),
        SpeakerFirstname: pick(FIRST_NAMES),
        SpeakerSurname: pick(SURNAMES),
        SessionId: Id,
        SessionName: Name,
      });
    }
    presentations.push(...sessionPresentations);
    sessions.push({
      Id,
      Name,
      SessionType: pick(SESSION_TYPES),
      StartDateTime: null,
      EndDateTime: null,
      groups: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ Name: pick(TAGS) })),
      Presentations: sessionPresentations,
      Chairs: Array.from({ length: 1 + Math.floor(random() * 2) }, () => ({ Firstname: pick(FIRST_NAMES), Surname: pick(SURNAMES) })),
      RoomName: `Room ${1 + Math.floor(random() * 40)}`,
    });
  }
  return { sessions, presentations };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sessionCount = Number(process.argv[2] ?? 5000);
  const perSession = Number(process.argv[3] ?? 5);
  const { sessions, presentations } = generateProgramme(sessionCount, perSession);
  const figures = measureProgrammeSearch(sessions, presentations);
  console.log(`${sessions.length} sessions, ${presentations.length} presentations`);
  console.log(JSON.stringify(figures, (_, value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value), 2));
}
