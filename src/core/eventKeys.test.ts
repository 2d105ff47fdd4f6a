import { describe, expect, it } from 'vitest';
import {
  companyAccountsCall,
  defaultEventKeys,
  evaluationUrlsWithoutUser,
  externalVirtualMeetingUrl,
  forcesLoginPage,
  parseEventKeys,
  ssoReturnTarget,
  usesSingleSignOn,
  VM_TOKEN_FIELD,
} from './eventKeys';

describe('the event keys of config_json', () => {
  it('default to unset and off, without warnings', () => {
    expect(parseEventKeys({})).toEqual({
      keys: {
        ssoLogin: null,
        ssoReturnUrl: null,
        forceLoginPage: false,
        forceLoginPageApp: false,
        favicon: null,
        accountHubConnection: null,
      },
      warnings: [],
    });
    expect(parseEventKeys({ SSOLogin: null, favicon: '', AccountHub: null }).keys).toEqual(defaultEventKeys());
  });

  it('read each key as configured', () => {
    const { keys, warnings } = parseEventKeys({
      SSOLogin: false,
      SSOReturnUrl: ' /home/demo/ehc2026/en-GB ',
      defaults: { forceLoginPage: true, forceLoginPageApp: true },
      favicon: '/demo/media/favicon/ehc.svg',
      AccountHub: { signalRConnection: 'https://hub.example/hubs' },
    });
    expect(warnings).toEqual([]);
    expect(keys).toEqual({
      ssoLogin: false,
      ssoReturnUrl: '/home/demo/ehc2026/en-GB',
      forceLoginPage: true,
      forceLoginPageApp: true,
      favicon: '/demo/media/favicon/ehc.svg',
      accountHubConnection: 'https://hub.example/hubs',
    });
  });

  it('leave out each bad value with a warning that names the field', () => {
    const { keys, warnings } = parseEventKeys({
      SSOLogin: 'yes',
      SSOReturnUrl: 'https://elsewhere.example/',
      defaults: { forceLoginPage: 1, forceLoginPageApp: 'true' },
      favicon: 'javascript:alert(1)',
      AccountHub: { signalRConnection: '//evil.example/hubs' },
    });
    expect(keys).toEqual(defaultEventKeys());
    expect(warnings).toEqual([
      'config_json: SSOLogin is a string, not a boolean; the instance decides',
      'config_json: SSOReturnUrl is not a path of the platform (/…); ignored',
      'config_json: defaults.forceLoginPage is a number, not a boolean; using false',
      'config_json: defaults.forceLoginPageApp is a string, not a boolean; using false',
      'config_json: favicon is not an http(s) address or a path of the site; ignored',
      'config_json: AccountHub.signalRConnection is not an http(s) address or a path of the site; ignored',
    ]);
    expect(parseEventKeys({ AccountHub: 'wss://x', defaults: [] }).warnings).toEqual([
      'config_json: defaults is an array, not an object; no forced login page',
      "config_json: AccountHub is a string, not an object; the instance's hub",
    ]);
  });
});

describe('the login rules of the keys', () => {
  it('forceLoginPage forces the login page everywhere, forceLoginPageApp only inside the app', () => {
    expect(forcesLoginPage({ forceLoginPage: false, forceLoginPageApp: false }, true)).toBe(false);
    expect(forcesLoginPage({ forceLoginPage: true, forceLoginPageApp: false }, false)).toBe(true);
    expect(forcesLoginPage({ forceLoginPage: false, forceLoginPageApp: true }, false)).toBe(false);
    expect(forcesLoginPage({ forceLoginPage: false, forceLoginPageApp: true }, true)).toBe(true);
  });

  it('SSOLogin decides single sign-on when set; unset, the instance does', () => {
    expect(usesSingleSignOn(null, true)).toBe(true);
    expect(usesSingleSignOn(null, false)).toBe(false);
    expect(usesSingleSignOn(true, false)).toBe(true);
    expect(usesSingleSignOn(false, true)).toBe(false);
  });

  it('SSOReturnUrl replaces only a return to home', () => {
    const home = '/home/demo/ehc2026/en-GB';
    expect(ssoReturnTarget(home, home, '/plaza/demo/ehc2026/en-GB')).toBe('/plaza/demo/ehc2026/en-GB');
    expect(ssoReturnTarget('/program/demo/ehc2026/en-GB', home, '/plaza/demo/ehc2026/en-GB')).toBe('/program/demo/ehc2026/en-GB');
    expect(ssoReturnTarget(home, home, null)).toBe(home);
  });
});

describe('ExternalVirtualMeetingUrl', () => {
  it('is the configured http(s) address, and nothing when unset', () => {
    expect(externalVirtualMeetingUrl({ ExternalVirtualMeetingUrl: ' https://meet.example/ehc2026 ' })).toEqual({
      url: 'https://meet.example/ehc2026',
      warnings: [],
    });
    expect(externalVirtualMeetingUrl({})).toEqual({ url: null, warnings: [] });
    expect(externalVirtualMeetingUrl({ ExternalVirtualMeetingUrl: '' })).toEqual({ url: null, warnings: [] });
  });

  it('refuses anything but an absolute http(s) address (a script, a path, another type) with a warning', () => {
    for (const value of ['javascript:alert(1)', '/home/demo/ehc2026/en-GB', 'data:text/html,x', 42, { url: 'https://x.example' }]) {
      const { url, warnings } = externalVirtualMeetingUrl({ ExternalVirtualMeetingUrl: value });
      expect(url).toBeNull();
      expect(warnings).toEqual([expect.stringContaining('ExternalVirtualMeetingUrl')]);
    }
  });

  it('gets the token in the form field named token', () => {
    expect(VM_TOKEN_FIELD).toBe('token');
  });
});

describe('useCompanyAccountsV2', () => {
  it('switches the exhibitor list to CompanyAccountsV2 only when it is true', () => {
    expect(companyAccountsCall({ useCompanyAccountsV2: true })).toBe('CompanyAccountsV2');
    expect(companyAccountsCall({})).toBe('CompanyAccounts');
    expect(companyAccountsCall({ useCompanyAccountsV2: false })).toBe('CompanyAccounts');
    expect(companyAccountsCall({ useCompanyAccountsV2: 'true' })).toBe('CompanyAccounts');
  });
});

describe('activateEvaluationUrlsWithoutUser', () => {
  it('is on only when it is true', () => {
    expect(evaluationUrlsWithoutUser({ activateEvaluationUrlsWithoutUser: true })).toBe(true);
    expect(evaluationUrlsWithoutUser({})).toBe(false);
    expect(evaluationUrlsWithoutUser({ activateEvaluationUrlsWithoutUser: 1 })).toBe(false);
  });
});
