/** Test data: a complete CompanyAccount with the given fields. */
import type { CompanyAccount } from '../../contracts';

export function account(id: string, fields: Partial<CompanyAccount> = {}): CompanyAccount {
  return {
    CompanyAccountId: id,
    Name: `Company ${id}`,
    CompanyAccountName: fields.Name ?? `Company ${id}`,
    LogoPath: '',
    SponsorType: '',
    CustomLogoLink: null,
    CustomPdfLink: null,
    CustomButtonTextLabel: null,
    isPublic: true,
    Tags: [],
    ExhibitorBooths: [],
    BoothNumbers: [],
    Sort: 0,
    PublicationState: 0,
    Enable2DBooth: false,
    DeepLink: null,
    HcpOnly: false,
    ShortDescription: null,
    ...fields,
  };
}

export const ids = (accounts: readonly CompanyAccount[] | null): string[] | null => accounts?.map((a) => a.CompanyAccountId) ?? null;
