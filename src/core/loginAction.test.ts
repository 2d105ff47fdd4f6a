import { describe, expect, it } from 'vitest';
import { loginAction, logoutTarget, parseExternalAuth } from './loginAction';

const none = { sso: false, webformsUrl: '', externalLoginUrl: null, externalLogoutUrl: null, identityUrl: '' };
const back = 'https://congress.example/live/demo/ehc2026/en-GB';

describe('loginAction', () => {
  it('goes to the login page with single sign-on, whatever else is configured', () => {
    expect(
      loginAction(
        {
          ...none,
          sso: true,
          webformsUrl: 'https://forms.example',
          externalLoginUrl: 'https://login.example',
          identityUrl: 'https://id.example',
        },
        back,
      ),
    ).toEqual({ kind: 'login-page' });
  });

  it('otherwise redirects to the web forms token endpoint with returnUrl', () => {
    expect(loginAction({ ...none, webformsUrl: 'https://forms.example/', identityUrl: 'https://id.example' }, back)).toEqual({
      kind: 'redirect',
      path: 'https://forms.example/Home/GetToken',
      query: { returnUrl: back },
    });
  });

  it('or to the external login URL', () => {
    expect(loginAction({ ...none, externalLoginUrl: 'https://login.example/start', identityUrl: 'https://id.example' }, back)).toEqual({
      kind: 'redirect',
      path: 'https://login.example/start',
      query: { returnUrl: back },
    });
  });

  it('or starts an OAuth authorization when the instance has an identity URL', () => {
    expect(loginAction({ ...none, identityUrl: '/' }, back)).toEqual({ kind: 'oauth' });
  });

  it('with none of these, uses the platform’s own login page', () => {
    expect(loginAction(none, back)).toEqual({ kind: 'login-page' });
  });
});

describe('logoutTarget', () => {
  it('goes to the web forms logout path with eventName', () => {
    expect(
      logoutTarget({ ...none, webformsUrl: 'https://forms.example', externalLogoutUrl: 'https://login.example/out' }, 'ehc2026'),
    ).toEqual({
      kind: 'redirect',
      path: 'https://forms.example/Main/Logout',
      query: { eventName: 'ehc2026' },
    });
  });

  it('or to the external logout URL, else home', () => {
    expect(logoutTarget({ ...none, externalLogoutUrl: 'https://login.example/out' }, 'ehc2026')).toEqual({
      kind: 'redirect',
      path: 'https://login.example/out',
      query: {},
    });
    expect(logoutTarget({ ...none, sso: true, identityUrl: '/' }, 'ehc2026')).toEqual({ kind: 'home' });
  });
});

describe('parseExternalAuth', () => {
  it('reads defaults.externalAuth', () => {
    const raw = {
      defaults: { externalAuth: { externalLogin: true, loginUrl: 'https://login.example', logoutUrl: 'https://login.example/out' } },
    };
    expect(parseExternalAuth(raw)).toEqual({
      settings: { externalLogin: true, loginUrl: 'https://login.example', logoutUrl: 'https://login.example/out' },
      warnings: [],
    });
  });

  it('is off without warnings when absent', () => {
    expect(parseExternalAuth({})).toEqual({ settings: { externalLogin: false, loginUrl: null, logoutUrl: null }, warnings: [] });
  });

  it('drops values of the wrong type and URLs that are not http(s), with warnings', () => {
    const { settings, warnings } = parseExternalAuth({
      defaults: { externalAuth: { externalLogin: 'yes', loginUrl: 'javascript:alert(1)' } },
    });
    expect(settings).toEqual({ externalLogin: false, loginUrl: null, logoutUrl: null });
    expect(warnings).toEqual([
      'config_json: defaults.externalAuth.externalLogin is a string, not a boolean; off',
      'config_json: defaults.externalAuth.loginUrl is not an http(s) address; ignored',
    ]);
    expect(parseExternalAuth({ defaults: { externalAuth: [] } }).warnings).toEqual([
      'config_json: defaults.externalAuth is an array, not an object; ignored',
    ]);
  });
});
