/**
 * Exhibitor search latency (issue 6: keystroke p95 at most 16 ms with 1,000 exhibitors, results identical to
 * fuse.js with the spec's options). A keystroke is what the list computes for it: the filters, the fuzzy
 * search and the chosen sort (exhibitorResults, with the index built once per list). fuse.js alone runs on
 * the same keystrokes as the baseline, and every keystroke's matches are compared with fuse.js's.
 * Not a test: it measures and returns figures.
 *
 * Run alone: npx tsx tests/bench/exhibitors.ts [exhibitors]
 */
import Fuse from 'fuse.js';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { CompanyAccount } from '../../src/contracts';
import {
  buildExhibitorSearchIndex,
  EMPTY_EXHIBITOR_LIST_STATE,
  EXHIBITOR_SEARCH_KEYS,
  exhibitorResults,
  searchExhibitors,
} from '../../src/core/exhibitors';
import { FUZZY_SEARCH_OPTIONS } from '../../src/core/fuzzySearch';
import { p95 } from './programmeSearch';

/** Issue 6. */
export const EXHIBITOR_BUDGETS = { searchP95Ms: 16, exhibitors: 1000 } as const;

/** What a visitor types, letter by letter: a company, a topic, a booth, a sponsor word, a typo. */
const TYPED_QUERIES = ['cardioflow', 'oncology', 'B12', 'medical devices', 'neurotec gmbh', 'imaginng', 'pharma'];

export interface ExhibitorSearchFigures {
  exhibitors: number;
  keystrokes: number;
  searchP95Ms: number;
  fuseBaselineP95Ms: number;
  indexBuildMs: number;
  mismatches: number;
  budgetMs: number;
}

const STEMS = [
  'Medi',
  'Cardio',
  'Neuro',
  'Bio',
  'Vita',
  'Onco',
  'Derma',
  'Ortho',
  'Immuno',
  'Pulmo',
  'Nephro',
  'Hema',
  'Gastro',
  'Thera',
  'Sano',
];
const ENDINGS = ['tec', 'gen', 'vance', 'core', 'nova', 'lux', 'medica', 'logic', 'sense', 'path', 'scan', 'flow', 'pulse'];
const SUFFIXES = ['GmbH', 'AG', 'Ltd', 'Inc.', 'Pharma', 'Medical', 'Diagnostics', 'Devices', 'Health'];
const TAGS = [
  'Cardiology',
  'Oncology',
  'Neurology',
  'Haematology',
  'Diabetes',
  'Imaging',
  'Digital health',
  'Devices',
  'Immunology',
  'Nephrology',
];
const TIERS = ['Platinum', 'Gold', 'Bronze', 'Exhibitor', 'Exhibitor', 'Exhibitor'];

/** count generated exhibitors, the same on every run (a fixed linear congruential sequence). */
export function generatedExhibitors(count: number): CompanyAccount[] {
  let state = 20260610;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(STEMS)}${pick(ENDINGS)} ${pick(SUFFIXES)}`;
    const booths = Array.from({ length: 1 + Math.floor(next() * 2) }, () => `${pick(['A', 'B', 'C', 'D'])}${1 + Math.floor(next() * 60)}`);
    const id = `ca-${String(i + 1).padStart(4, '0')}`;
    return {
      CompanyAccountId: id,
      Name: name,
      CompanyAccountName: name,
      LogoPath: `/media/logos/${id}.svg`,
      SponsorType: pick(TIERS),
      CustomLogoLink: null,
      CustomPdfLink: null,
      CustomButtonTextLabel: null,
      isPublic: true,
      Tags: [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(TAGS)))],
      ExhibitorBooths: booths.map((BoothNumber) => ({ BoothNumber })),
      BoothNumbers: booths,
      Sort: i + 1,
      PublicationState: 0,
      Enable2DBooth: false,
      DeepLink: null,
      HcpOnly: false,
      ShortDescription: null,
    };
  });
}

export function measureExhibitorSearch(
  accounts: readonly CompanyAccount[] = generatedExhibitors(EXHIBITOR_BUDGETS.exhibitors),
): ExhibitorSearchFigures {
  const keystrokes = TYPED_QUERIES.flatMap((query) => [...query].map((_, end) => query.slice(0, end + 1)));
  const buildStart = performance.now();
  const index = buildExhibitorSearchIndex(accounts);
  const indexBuildMs = performance.now() - buildStart;
  const fuse = new Fuse(accounts, { ...FUZZY_SEARCH_OPTIONS, keys: [...EXHIBITOR_SEARCH_KEYS] });

  const ours: number[] = [];
  const baseline: number[] = [];
  let mismatches = 0;
  // Two rounds: the first warms the JIT and is not counted.
  for (let round = 0; round < 2; round++) {
    for (const text of keystrokes) {
      let start = performance.now();
      exhibitorResults(accounts, { ...EMPTY_EXHIBITOR_LIST_STATE, text }, { index, language: 'en' });
      const oursMs = performance.now() - start;
      start = performance.now();
      const expected = fuse.search(text);
      const fuseMs = performance.now() - start;
      if (round === 0) continue;
      ours.push(oursMs);
      baseline.push(fuseMs);
      const found = searchExhibitors(index, text) ?? [];
      if (found.length !== expected.length || found.some((account, i) => account !== expected[i]!.item)) mismatches++;
    }
  }
  return {
    exhibitors: accounts.length,
    keystrokes: ours.length,
    searchP95Ms: p95(ours),
    fuseBaselineP95Ms: p95(baseline),
    indexBuildMs,
    mismatches,
    budgetMs: EXHIBITOR_BUDGETS.searchP95Ms,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(measureExhibitorSearch(generatedExhibitors(Number(process.argv[2] ?? EXHIBITOR_BUDGETS.exhibitors))));
}
