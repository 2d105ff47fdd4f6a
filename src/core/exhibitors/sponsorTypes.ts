/**
 * Readable names of the sponsor types. SponsorType is a code of the API (Platinum, Gold, Bronze, Exhibitor: the
 * logo grid's tiers, docs/rules/content-areas.md section 2, Company logo grid), so it is shown through the text
 * set, in the page's language; a type without a text shows as it comes.
 */
export const SPONSOR_TYPE_TEXTS = {
  'sponsorType.Platinum': 'Platinum',
  'sponsorType.Gold': 'Gold',
  'sponsorType.Bronze': 'Bronze',
  'sponsorType.Exhibitor': 'Exhibitor',
} as const;

type SponsorTypeKey = keyof typeof SPONSOR_TYPE_TEXTS;

/** The readable name of a sponsor type through t (a text hook over SPONSOR_TYPE_TEXTS); an unknown type as it is. */
export function sponsorTypeName(t: (key: SponsorTypeKey) => string, type: string): string {
  const key = `sponsorType.${type}`;
  return key in SPONSOR_TYPE_TEXTS ? t(key as SponsorTypeKey) : type;
}
