/**
 * The login action and the logout's destination (docs/rules/shell-access-identity.md section 4). Login: with
 * single sign-on, to the LoginPage (its provider links are there); otherwise to the token endpoint of
 * the web forms with returnUrl, or to the external login URL, or into an OAuth authorization flow when
 * the instance has an identity URL; with none of these, to the platform's own LoginPage. Logout: to the
 * web forms' logout path with eventName, or to the external logout URL, else home.
 */
import { describe, isRecord } from './configGuards';
import { safeExternalUrl } from './url';

export interface LoginProviders {
  /** The instance has single sign-on (its sso setting). */
  sso: boolean;
  webformsUrl: string;
  /** defaults.externalAuth.loginUrl when defaults.externalAuth.externalLogin is on. */
  externalLoginUrl: string | null;
  /** defaults.externalAuth.logoutUrl, likewise. */
  externalLogoutUrl: string | null;
  identityUrl: string;
}

export type LoginAction =
  | { kind: 'login-page' }
  /** Leave the platform: path is absolute or relative to the API base. */
  | { kind: 'redirect'; path: string; query: Record<string, string> }
  | { kind: 'oauth' };

/** Section 7, navigation redirects: the web forms' token endpoint and logout path. */
export const WEBFORMS_TOKEN_PATH = 'Home/GetToken';
export const WEBFORMS_LOGOUT_PATH = 'Main/Logout';

const joinPath = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** returnUrl: absolute, since the visitor leaves the platform and comes back. */
export function loginAction(providers: LoginProviders, returnUrl: string): LoginAction {
  if (providers.sso) return { kind: 'login-page' };
  if (providers.webformsUrl) return { kind: 'redirect', path: joinPath(providers.webformsUrl, WEBFORMS_TOKEN_PATH), query: { returnUrl } };
  if (providers.externalLoginUrl) return { kind: 'redirect', path: providers.externalLoginUrl, query: { returnUrl } };
  if (providers.identityUrl) return { kind: 'oauth' };
  return { kind: 'login-page' };
}

export type LogoutTarget = { kind: 'home' } | { kind: 'redirect'; path: string; query: Record<string, string> };

export function logoutTarget(providers: LoginProviders, event: string): LogoutTarget {
  if (providers.webformsUrl)
    return { kind: 'redirect', path: joinPath(providers.webformsUrl, WEBFORMS_LOGOUT_PATH), query: { eventName: event } };
  if (providers.externalLogoutUrl) return { kind: 'redirect', path: providers.externalLogoutUrl, query: {} };
  return { kind: 'home' };
}

export interface ExternalAuthSettings {
  externalLogin: boolean;
  loginUrl: string | null;
  logoutUrl: string | null;
}

/**
 * config_json defaults.externalAuth {externalLogin, loginUrl, logoutUrl} (section 3, app config). Never
 * throws: a value of the wrong type is left out with a warning; a URL that is not http(s) is no URL.
 */
export function parseExternalAuth(raw: Record<string, unknown>): { settings: ExternalAuthSettings; warnings: string[] } {
  const warnings: string[] = [];
  const settings: ExternalAuthSettings = { externalLogin: false, loginUrl: null, logoutUrl: null };
  const defaults = raw.defaults;
  const value = isRecord(defaults) ? defaults.externalAuth : undefined;
  if (value === undefined || value === null) return { settings, warnings };
  if (!isRecord(value)) {
    warnings.push(`config_json: defaults.externalAuth is ${describe(value)}, not an object; ignored`);
    return { settings, warnings };
  }
  if (typeof value.externalLogin === 'boolean') settings.externalLogin = value.externalLogin;
  else if (value.externalLogin !== undefined)
    warnings.push(`config_json: defaults.externalAuth.externalLogin is ${describe(value.externalLogin)}, not a boolean; off`);
  for (const key of ['loginUrl', 'logoutUrl'] as const) {
    if (value[key] === undefined || value[key] === null || value[key] === '') continue;
    const url = safeExternalUrl(value[key]);
    if (url) settings[key] = url;
    else warnings.push(`config_json: defaults.externalAuth.${key} is not an http(s) address; ignored`);
  }
  return { settings, warnings };
}
