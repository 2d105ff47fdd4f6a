/**
 * Exhibitor filters (docs/rules/content-areas.md section 5): the include and exclude lists an embedding page or the event
 * configuration names, and the user's tag and sponsor type choices (tags match any). Every comparison is trimmed
 * and case-insensitive: the lists are typed by hand in configs and addresses, where "cardiology" means "Cardiology".
 */
import type { CompanyAccount } from '../../contracts';
import { textCompare } from '../sortHelpers';

export interface ExhibitorFilter {
  /** Config or embedding page: when non-empty, only accounts matching one of these (tag, sponsor type or id). */
  include: readonly string[];
  /** Config or embedding page: accounts matching any of these are dropped, even when included. */
  exclude: readonly string[];
  /** The user's tag choice: an account passes with any of them. */
  tags: readonly string[];
  /** The user's sponsor type choice: an account passes with any of them. */
  sponsorTypes: readonly string[];
}

export interface ExhibitorFilterOption {
  /** The spelling first met in the list (values differing only in case are one option). */
  value: string;
  /** How many accounts carry it. */
  count: number;
}

type FilterableAccount = Pick<CompanyAccount, 'CompanyAccountId' | 'SponsorType' | 'Tags'>;

const fold = (value: string): string => value.trim().toLowerCase();

/** Section 3: Tags default to an empty list; malformed records may carry null, a non-array or non-strings. */
export function accountTags(account: Pick<CompanyAccount, 'Tags'>): string[] {
  const tags: unknown = account.Tags;
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
}

function sponsorTypeOf(account: Pick<CompanyAccount, 'SponsorType'>): string | null {
  const type: unknown = account.SponsorType;
  return typeof type === 'string' && type.trim() !== '' ? type : null;
}

/** Folded values an include/exclude entry can name: tags, sponsor type, id. */
function listedValues(account: FilterableAccount): Set<string> {
  const values = new Set(accountTags(account).map(fold));
  const type = sponsorTypeOf(account);
  if (type !== null) values.add(fold(type));
  if (account.CompanyAccountId != null) values.add(fold(String(account.CompanyAccountId)));
  return values;
}

const foldedList = (values: readonly string[]): string[] => values.map(fold).filter((value) => value !== '');

const matchesAny = (have: ReadonlySet<string>, wanted: readonly string[]): boolean => wanted.some((value) => have.has(value));

export function passesExhibitorFilter(account: FilterableAccount, filter: ExhibitorFilter): boolean {
  const listed = listedValues(account);
  if (matchesAny(listed, foldedList(filter.exclude))) return false;
  const include = foldedList(filter.include);
  if (include.length > 0 && !matchesAny(listed, include)) return false;
  const tags = foldedList(filter.tags);
  if (tags.length > 0 && !matchesAny(new Set(accountTags(account).map(fold)), tags)) return false;
  const sponsorTypes = foldedList(filter.sponsorTypes);
  if (sponsorTypes.length > 0) {
    const type = sponsorTypeOf(account);
    if (type === null || !sponsorTypes.includes(fold(type))) return false;
  }
  return true;
}

function options<T>(accounts: readonly T[], valuesOf: (account: T) => readonly string[], language: string): ExhibitorFilterOption[] {
  const byFolded = new Map<string, ExhibitorFilterOption>();
  for (const account of accounts) {
    // An account carrying "Cardio" and "cardio" counts once.
    const seen = new Set<string>();
    for (const value of valuesOf(account)) {
      const key = fold(value);
      if (seen.has(key)) continue;
      seen.add(key);
      const option = byFolded.get(key);
      if (option) option.count += 1;
      else byFolded.set(key, { value: value.trim(), count: 1 });
    }
  }
  const compare = textCompare(language);
  return [...byFolded.values()].sort((a, b) => compare(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The tags to choose from, sorted case-insensitively in the language, each with its account count. */
export function exhibitorTagOptions(accounts: readonly Pick<CompanyAccount, 'Tags'>[], language = 'en'): ExhibitorFilterOption[] {
  return options(accounts, accountTags, language);
}

/** The sponsor types to choose from, sorted case-insensitively in the language, each with its account count. */
export function exhibitorSponsorTypeOptions(
  accounts: readonly Pick<CompanyAccount, 'SponsorType'>[],
  language = 'en',
): ExhibitorFilterOption[] {
  return options(
    accounts,
    (account) => {
      const type = sponsorTypeOf(account);
      return type === null ? [] : [type];
    },
    language,
  );
}
