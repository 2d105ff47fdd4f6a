import { describe, expect, it } from 'vitest';
import { HCP_ANSWER_FLAG, needsHcpAnswer, parseHcpSettings } from './hcp';

describe('HCP question settings', () => {
  it('reads the pages and the three button options, with defaults', () => {
    expect(parseHcpSettings({}).settings).toEqual({ pages: [], showCloseButton: true, showDenyButton: true, denyAsCloseButton: false });
    expect(
      parseHcpSettings({ hcp: { pages: ['ProductsPage'], showCloseButton: false, showDenyButton: false, denyAsCloseButton: true } })
        .settings,
    ).toEqual({ pages: ['ProductsPage'], showCloseButton: false, showDenyButton: false, denyAsCloseButton: true });
  });
  it('warns about a field of the wrong type and keeps its default', () => {
    const { settings, warnings } = parseHcpSettings({ hcp: { pages: 'ProductsPage', showCloseButton: 'no' } });
    expect(settings.pages).toEqual([]);
    expect(settings.showCloseButton).toBe(true);
    expect(warnings).toHaveLength(2);
  });
});

describe('needsHcpAnswer', () => {
  const settings = { pages: ['ProductsPage'], showCloseButton: true, showDenyButton: true, denyAsCloseButton: false };
  it('asks on an HCP page until the user is known to be a healthcare professional', () => {
    expect(HCP_ANSWER_FLAG).toBe('hcp');
    expect(needsHcpAnswer(settings, 'ProductsPage', null, null)).toBe(true);
    expect(needsHcpAnswer(settings, 'ProductsPage', { HealthCareProfessional: false }, 'declined')).toBe(true);
    expect(needsHcpAnswer(settings, 'ProductsPage', { HealthCareProfessional: true }, null)).toBe(false);
    expect(needsHcpAnswer(settings, 'ProductsPage', null, 'accepted')).toBe(false);
  });
  it("asks a signed-in user whose profile does not say so, whatever the browser's stored answer", () => {
    expect(needsHcpAnswer(settings, 'ProductsPage', { HealthCareProfessional: null }, 'accepted')).toBe(true);
    expect(needsHcpAnswer(settings, 'ProductsPage', { HealthCareProfessional: false }, 'accepted')).toBe(true);
    expect(needsHcpAnswer(settings, 'ProductsPage', { HealthCareProfessional: true }, 'declined')).toBe(false);
  });
  it('never asks on other pages', () => {
    expect(needsHcpAnswer(settings, 'HomePage', null, null)).toBe(false);
  });
});
