import { describe, expect, it } from 'vitest';
import { buildLogoGrid, LOGO_TIERS, logoTier, type PublicCompanyAccount } from './logoGrid';

function company(overrides: Partial<PublicCompanyAccount> & { CompanyAccountId: string }): PublicCompanyAccount {
  return {
    Name: overrides.CompanyAccountId,
    LogoPath: `/logos/${overrides.CompanyAccountId}.svg`,
    SponsorType: 'Gold',
    CustomLogoLink: null,
    CustomPdfLink: null,
    CustomButtonTextLabel: null,
    isPublic: true,
    ...overrides,
  };
}

const profile = (id: string) => `https://platform.example.org/esc/c/en-GB/profile/${id}`;

describe('buildLogoGrid (shell section 2 footer, content section 2 company logo grid)', () => {
  it('has the tiers Platinum, Gold and Bronze in that order', () => {
    expect(LOGO_TIERS).toEqual(['Platinum', 'Gold', 'Bronze']);
    const grid = buildLogoGrid(
      [
        company({ CompanyAccountId: 'b', SponsorType: 'Bronze' }),
        company({ CompanyAccountId: 'g', SponsorType: 'Gold' }),
        company({ CompanyAccountId: 'p', SponsorType: 'Platinum' }),
      ],
      profile,
    );
    expect(grid.map((t) => t.tier)).toEqual(['Platinum', 'Gold', 'Bronze']);
  });

  it('leaves out other sponsor types and empty tiers', () => {
    const grid = buildLogoGrid(
      [company({ CompanyAccountId: 'x', SponsorType: 'Silver' }), company({ CompanyAccountId: 'y', SponsorType: 'bronze ' })],
      profile,
    );
    expect(grid).toEqual([{ tier: 'Bronze', items: [expect.objectContaining({ id: 'y' })] }]);
    expect(buildLogoGrid([], profile)).toEqual([]);
    expect(logoTier('Exhibitor')).toBeNull();
    expect(logoTier(null)).toBeNull();
  });

  it('sorts companies by name within a tier, ignoring case', () => {
    const grid = buildLogoGrid(
      [
        company({ CompanyAccountId: '1', Name: 'zeta' }),
        company({ CompanyAccountId: '2', Name: 'Alpha' }),
        company({ CompanyAccountId: '3', Name: 'beta' }),
      ],
      profile,
    );
    expect(grid[0]!.items.map((i) => i.name)).toEqual(['Alpha', 'beta', 'zeta']);
  });

  it('links to the CustomLogoLink as external when it is a URL', () => {
    const [tier] = buildLogoGrid([company({ CompanyAccountId: 'c', CustomLogoLink: 'https://pharma.example.com' })], profile);
    expect(tier!.items[0]).toMatchObject({ href: 'https://pharma.example.com', external: true });
  });

  it('keeps the external link for a company that is not public', () => {
    const [tier] = buildLogoGrid(
      [company({ CompanyAccountId: 'c', isPublic: false, CustomLogoLink: 'https://pharma.example.com' })],
      profile,
    );
    expect(tier!.items[0]).toMatchObject({ href: 'https://pharma.example.com', external: true });
  });

  it('links to the company profile when there is no URL and the company is public', () => {
    const [tier] = buildLogoGrid([company({ CompanyAccountId: 'c 1', CustomLogoLink: 'www.pharma.example.com' })], profile);
    expect(tier!.items[0]).toMatchObject({ href: profile('c 1'), external: false });
  });

  it('does not link a company that is not public', () => {
    const [tier] = buildLogoGrid([company({ CompanyAccountId: 'c', isPublic: false })], profile);
    expect(tier!.items[0]).toMatchObject({ href: null, external: false });
  });

  it('never links a javascript: CustomLogoLink, nor one that starts with http but is not a safe link', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'httpjavascript:alert(1)',
      'data:text/html,x',
    ]) {
      const [publicTier] = buildLogoGrid([company({ CompanyAccountId: 'c', CustomLogoLink: link })], profile);
      expect(publicTier!.items[0]).toMatchObject({ href: profile('c'), external: false });
      const [privateTier] = buildLogoGrid([company({ CompanyAccountId: 'c', CustomLogoLink: link, isPublic: false })], profile);
      expect(privateTier!.items[0]!.href).toBeNull();
    }
  });

  it('adds a PDF button only for a safe URL, with the configured label or null for the default text', () => {
    const grid = buildLogoGrid(
      [
        company({ CompanyAccountId: 'a', CustomPdfLink: 'https://x.org/a.pdf', CustomButtonTextLabel: 'Brochure' }),
        company({ CompanyAccountId: 'b', CustomPdfLink: 'https://x.org/b.pdf', CustomButtonTextLabel: '  ' }),
        company({ CompanyAccountId: 'c', CustomPdfLink: 'javascript:alert(1)', CustomButtonTextLabel: 'Evil' }),
        company({ CompanyAccountId: 'd', CustomPdfLink: '' }),
      ],
      profile,
    );
    expect(grid[0]!.items.map((i) => i.pdf)).toEqual([
      { href: 'https://x.org/a.pdf', label: 'Brochure' },
      { href: 'https://x.org/b.pdf', label: null },
      null,
      null,
    ]);
  });

  it('carries id, name and logo path', () => {
    const [tier] = buildLogoGrid([company({ CompanyAccountId: 'c', Name: 'Pharma', LogoPath: '/l.png' })], profile);
    expect(tier!.items[0]).toMatchObject({ id: 'c', name: 'Pharma', logo: '/l.png' });
  });
});
