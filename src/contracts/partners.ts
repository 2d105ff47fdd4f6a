/**
 * Contract of the company logo grid's public list (docs/rules/content-areas.md section 7: GET
 * /api/Public/CompanyAccounts). Call: src/api/partners.ts; the reference server answers it in
 * server/routes/public.ts. The exhibitor list's richer CompanyAccount (exhibition.ts) extends it.
 */

/** GET /api/Public/CompanyAccounts?eventid&language (the logo grid's list). */
export interface PublicCompanyAccount {
  CompanyAccountId: string;
  Name: string;
  /** Absolute path or URL of the logo image. */
  LogoPath: string;
  /** Tier: Platinum, Gold, Bronze, or another sponsor type that is not on the logo grid. */
  SponsorType: string;
  CustomLogoLink: string | null;
  CustomPdfLink: string | null;
  CustomButtonTextLabel: string | null;
  isPublic: boolean;
}
