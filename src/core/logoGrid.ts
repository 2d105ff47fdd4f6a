/**
 * The partner logo grid (docs/rules/shell-access-identity.md section 2, footer; docs/rules/content-areas.md section 2, company
 * logo grid): logos by tier, linking to the company's own link, its profile, or nothing.
 */
import { safeExternalUrl } from './url';

/**
 * The fields of a company account the grid reads (docs/rules/shell-access-identity.md section 3, "Company account
 * (logo grid)"); the wire type PublicCompanyAccount of src/contracts fits it. Declared here because
 * src/core imports nothing of ours from outside src/core.
 */
export interface PublicCompanyAccount {
  CompanyAccountId: string;
  Name: string;
  LogoPath: string;
  SponsorType: string | null;
  CustomLogoLink: string | null;
  CustomPdfLink: string | null;
  CustomButtonTextLabel: string | null;
  isPublic: boolean;
}

/** The tiers of the logo grid, in order (both documents, section 2). */
export const LOGO_TIERS = ['Platinum', 'Gold', 'Bronze'] as const;
export type LogoTier = (typeof LOGO_TIERS)[number];

export interface LogoGridItem {
  id: string;
  name: string;
  logo: string;
  /** Where the logo links; null: not a link. */
  href: string | null;
  /** Whether href leaves the platform (the company's own link). */
  external: boolean;
  /** The PDF button; label null means the caller's default text. */
  pdf: { href: string; label: string | null } | null;
}

export interface LogoGridTier {
  tier: LogoTier;
  items: LogoGridItem[];
}

/** The tier of a sponsor type, matched ignoring case and surrounding spaces; null when not on the grid. */
export function logoTier(sponsorType: string | null | undefined): LogoTier | null {
  const value = typeof sponsorType === 'string' ? sponsorType.trim().toLowerCase() : '';
  return LOGO_TIERS.find((tier) => tier.toLowerCase() === value) ?? null;
}

/**
 * The grid: only Platinum, Gold and Bronze, in that order, empty tiers left out, companies by name within
 * a tier (locale-aware, ignoring case; ties by id). Link: CustomLogoLink when it is a URL (a string
 * starting with http, shell section 5) that is also a safe http(s) link, opened as external; else the
 * company profile when the company is public; else none. A javascript: or other unsafe link is never a
 * link. PDF button: only when CustomPdfLink is such a safe URL; label CustomButtonTextLabel, or null.
 */
export function buildLogoGrid(
  companies: readonly PublicCompanyAccount[],
  profileHref: (companyAccountId: string) => string,
): LogoGridTier[] {
  const byTier = new Map<LogoTier, PublicCompanyAccount[]>();
  for (const company of companies) {
    const tier = logoTier(company.SponsorType);
    if (tier) byTier.set(tier, [...(byTier.get(tier) ?? []), company]);
  }
  return LOGO_TIERS.flatMap((tier) => {
    const members = byTier.get(tier);
    if (!members || members.length === 0) return [];
    const sorted = [...members].sort(
      (a, b) =>
        (a.Name ?? '').localeCompare(b.Name ?? '', undefined, { sensitivity: 'base' }) ||
        (a.CompanyAccountId < b.CompanyAccountId ? -1 : a.CompanyAccountId > b.CompanyAccountId ? 1 : 0),
    );
    return [{ tier, items: sorted.map((company) => logoItem(company, profileHref)) }];
  });
}

function logoItem(company: PublicCompanyAccount, profileHref: (companyAccountId: string) => string): LogoGridItem {
  const custom = safeExternalUrl(company.CustomLogoLink);
  const href = custom ?? (company.isPublic === true ? profileHref(company.CompanyAccountId) : null);
  const pdfHref = safeExternalUrl(company.CustomPdfLink);
  const label = typeof company.CustomButtonTextLabel === 'string' ? company.CustomButtonTextLabel.trim() : '';
  return {
    id: company.CompanyAccountId,
    name: company.Name,
    logo: company.LogoPath,
    href,
    external: custom !== null,
    pdf: pdfHref ? { href: pdfHref, label: label || null } : null,
  };
}
