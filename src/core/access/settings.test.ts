import { describe, expect, it } from 'vitest';
import { defaultAccessSettings, parseAccessSettings } from './settings';

describe('parseAccessSettings (section 3 holding config, section 4 step 9)', () => {
  it('gives the defaults without warnings for an empty config', () => {
    expect(parseAccessSettings({})).toEqual({ settings: defaultAccessSettings(), warnings: [] });
    expect(parseAccessSettings({ holding: null, access: null }).warnings).toEqual([]);
  });

  it('reads every key', () => {
    const { settings, warnings } = parseAccessSettings({
      holding: {
        isActive: true,
        eventStartTime: '2026-06-11T08:00',
        eventEndTime: '2026-06-13T18:00:00+02:00',
        disableHoldingForApp: true,
        disableHoldingForTerminal: true,
      },
      access: {
        authRequiredPages: ['LivePage', 'VenuePage'],
        ticketRequiredPages: ['LivePage'],
        publicProgramme: true,
        disableAuthentication: true,
        disableAuthenticationForApp: true,
        disableAuthenticationForTerminal: true,
        onboardingV2: true,
        userFormRequired: true,
        previewTicketType: ' Preview ',
        venueSplash: true,
      },
    });
    expect(warnings).toEqual([]);
    expect(settings).toEqual({
      holding: {
        isActive: true,
        eventStartTime: '2026-06-11T08:00',
        eventEndTime: '2026-06-13T18:00:00+02:00',
        disableHoldingForApp: true,
        disableHoldingForTerminal: true,
      },
      access: {
        authRequiredPages: ['LivePage', 'VenuePage'],
        ticketRequiredPages: ['LivePage'],
        publicProgramme: true,
        disableAuthentication: true,
        disableAuthenticationForApp: true,
        disableAuthenticationForTerminal: true,
        onboardingV2: true,
        userFormRequired: true,
        previewTicketType: 'Preview',
        venueSplash: true,
        companyLoungeRedirectDisabled: false,
        evaluationUrlsWithoutUser: false,
      },
    });
  });

  it('reads access.companyLoungeRedirectDisabled (section 4 step 8), off by default, with a warning for a non-boolean', () => {
    expect(defaultAccessSettings().access.companyLoungeRedirectDisabled).toBe(false);
    const disabled = parseAccessSettings({ access: { companyLoungeRedirectDisabled: true } });
    expect(disabled.settings.access.companyLoungeRedirectDisabled).toBe(true);
    expect(parseAccessSettings({ access: { companyLoungeRedirectDisabled: 'yes' } })).toEqual({
      settings: defaultAccessSettings(),
      warnings: ['config_json: access.companyLoungeRedirectDisabled is a string, not a boolean; using false'],
    });
  });

  it('drops unknown route names with a warning and accepts another letter case', () => {
    const { settings, warnings } = parseAccessSettings({ access: { authRequiredPages: ['livepage', 'Nowhere', 7, 'LivePage'] } });
    expect(settings.access.authRequiredPages).toEqual(['LivePage']);
    expect(warnings).toEqual([
      'config_json: access.authRequiredPages[1] "Nowhere" is not a route name; dropped',
      'config_json: access.authRequiredPages[2] 7 is not a route name; dropped',
    ]);
  });

  it('uses the default for a value of the wrong type, with a warning naming the field', () => {
    const { settings, warnings } = parseAccessSettings({
      holding: { isActive: 'yes', eventStartTime: 5, eventEndTime: 'the end' },
      access: { ticketRequiredPages: 'LivePage', previewTicketType: 3, venueSplash: 'on' },
    });
    expect(settings).toEqual(defaultAccessSettings());
    expect(warnings).toEqual([
      'config_json: holding.isActive is a string, not a boolean; using false',
      'config_json: holding.eventStartTime is a number, not a date string; using no bound',
      'config_json: holding.eventEndTime is not a readable time ("the end"); no bound',
      'config_json: access.ticketRequiredPages is a string, not an array of route names; using none',
      'config_json: access.previewTicketType is a number, not a string; using ""',
      'config_json: access.venueSplash is a string, not a boolean; using false',
    ]);
  });

  it('keeps the venue splash (section 4 step 7) off by default; null counts as absent', () => {
    expect(defaultAccessSettings().access.venueSplash).toBe(false);
    expect(parseAccessSettings({ access: { venueSplash: null } })).toEqual({ settings: defaultAccessSettings(), warnings: [] });
    expect(parseAccessSettings({ access: { venueSplash: true } }).settings.access.venueSplash).toBe(true);
    expect(parseAccessSettings({ access: { venueSplash: 1 } })).toEqual({
      settings: defaultAccessSettings(),
      warnings: ['config_json: access.venueSplash is a number, not a boolean; using false'],
    });
  });

  it('warns when holding or access is not an object', () => {
    expect(parseAccessSettings({ holding: [], access: 'on' }).warnings).toEqual([
      'config_json: holding is an array, not an object; using the defaults',
      'config_json: access is a string, not an object; using the defaults',
    ]);
  });
});
