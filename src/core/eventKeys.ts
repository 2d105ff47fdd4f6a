/**
 * App config keys of docs/rules/shell-access-identity.md section 3 that single features read, parsed in one place
 * with their defaults and one warning per bad value (never throws):
 *
 * | key | default | what it does (VMX decides where the rules only name the key) |
 * |---|---|---|
 * | `SSOLogin` | unset | true: the event signs in with single sign-on (the login action goes to the LoginPage, whose provider links are there; section 4); false: not, even when the instance has single sign-on; unset: the instance decides |
 * | `SSOReturnUrl` | unset | a path of the platform: where a single sign-on login started without a page of its own (from home) comes back to |
 * | `defaults.forceLoginPage` | false | the login action always goes to the platform's LoginPage, never to the web forms, the external login or OAuth |
 * | `defaults.forceLoginPageApp` | false | the same, inside the app container only |
 * | `favicon` | unset | the icon of the standalone platform's page (an http(s) address or a path of the site) |
 * | `AccountHub.signalRConnection` | unset | the account hub's base address (http(s) or a path of the site), instead of the instance's signalrHub |
 *
 * Pure: the shell and the store apply them (store/identitySettings.ts, areas/shell).
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import { safeExternalUrl, safeHref } from './url';

export interface EventKeys {
  ssoLogin: boolean | null;
  ssoReturnUrl: string | null;
  forceLoginPage: boolean;
  forceLoginPageApp: boolean;
  favicon: string | null;
  accountHubConnection: string | null;
}

export function defaultEventKeys(): EventKeys {
  return { ssoLogin: null, ssoReturnUrl: null, forceLoginPage: false, forceLoginPageApp: false, favicon: null, accountHubConnection: null };
}

/** A path of this site: starts with one slash (not two: that is another host), no backslash, no control characters. */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- deliberate: control characters are refused in a path.
  return /^\/(?!\/)/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** An address the page may load from: an absolute http(s) URL or a path of the site; null for anything else. */
function siteOrHttp(value: string): string | null {
  const trimmed = value.trim();
  if (isSitePath(trimmed)) return safeHref(trimmed);
  return safeExternalUrl(trimmed);
}

function readBoolean(value: unknown, field: string, fallback: boolean, warnings: string[]): boolean {
  if (typeof value === 'boolean') return value;
  if (value !== undefined && value !== null) warnings.push(`${CONFIG}: ${field} is ${describe(value)}, not a boolean; using ${fallback}`);
  return fallback;
}

function readAddress(value: unknown, field: string, warnings: string[], what: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const address = typeof value === 'string' ? siteOrHttp(value) : null;
  if (address === null) warnings.push(`${CONFIG}: ${field} is not ${what}; ignored`);
  return address;
}

export function parseEventKeys(root: Record<string, unknown>): { keys: EventKeys; warnings: string[] } {
  const warnings: string[] = [];
  const keys = defaultEventKeys();

  if (typeof root.SSOLogin === 'boolean') keys.ssoLogin = root.SSOLogin;
  else if (root.SSOLogin !== undefined && root.SSOLogin !== null)
    warnings.push(`${CONFIG}: SSOLogin is ${describe(root.SSOLogin)}, not a boolean; the instance decides`);

  if (typeof root.SSOReturnUrl === 'string' && isSitePath(root.SSOReturnUrl.trim())) keys.ssoReturnUrl = root.SSOReturnUrl.trim();
  else if (root.SSOReturnUrl !== undefined && root.SSOReturnUrl !== null && root.SSOReturnUrl !== '')
    warnings.push(`${CONFIG}: SSOReturnUrl is not a path of the platform (/…); ignored`);

  const defaults = root.defaults;
  if (defaults !== undefined && defaults !== null && !isRecord(defaults))
    warnings.push(`${CONFIG}: defaults is ${describe(defaults)}, not an object; no forced login page`);
  const fromDefaults = isRecord(defaults) ? defaults : {};
  keys.forceLoginPage = readBoolean(fromDefaults.forceLoginPage, 'defaults.forceLoginPage', false, warnings);
  keys.forceLoginPageApp = readBoolean(fromDefaults.forceLoginPageApp, 'defaults.forceLoginPageApp', false, warnings);

  keys.favicon = readAddress(root.favicon, 'favicon', warnings, 'an http(s) address or a path of the site');

  const hub = root.AccountHub;
  if (isRecord(hub))
    keys.accountHubConnection = readAddress(
      hub.signalRConnection,
      'AccountHub.signalRConnection',
      warnings,
      'an http(s) address or a path of the site',
    );
  else if (hub !== undefined && hub !== null) warnings.push(`${CONFIG}: AccountHub is ${describe(hub)}, not an object; the instance's hub`);

  return { keys, warnings };
}

/** Whether the login action must go to the platform's own LoginPage (section 3, defaults: forceLoginPage, forceLoginPageApp). */
export function forcesLoginPage(keys: Pick<EventKeys, 'forceLoginPage' | 'forceLoginPageApp'>, inApp: boolean): boolean {
  return keys.forceLoginPage || (inApp && keys.forceLoginPageApp);
}

/** Whether the event signs in with single sign-on: SSOLogin when set, else whether the instance has it. */
export function usesSingleSignOn(ssoLogin: boolean | null, instanceHasSso: boolean): boolean {
  return ssoLogin ?? instanceHasSso;
}

/** Where a single sign-on login comes back to: the wanted page, or SSOReturnUrl when the visitor only wanted home. */
export function ssoReturnTarget(wanted: string, home: string, ssoReturnUrl: string | null): string {
  return ssoReturnUrl && wanted === home ? ssoReturnUrl : wanted;
}

/**
 * `ExternalVirtualMeetingUrl` (section 3, "Event kind"): the event's meeting room on an external virtual-meeting platform.
 * Ours: only an absolute http(s) address counts (anything else is ignored with a warning); the client joins it on the user's
 * click with a fresh GetVMToken (section 7) sent in the body of a form POST, never in the address.
 */
export function externalVirtualMeetingUrl(root: Record<string, unknown>): { url: string | null; warnings: string[] } {
  const value = root.ExternalVirtualMeetingUrl;
  if (value === undefined || value === null || value === '') return { url: null, warnings: [] };
  const url = typeof value === 'string' ? safeExternalUrl(value.trim()) : null;
  return { url, warnings: url === null ? [`${CONFIG}: ExternalVirtualMeetingUrl is not an http(s) address; ignored`] : [] };
}

/** The field of the form POST that carries the virtual-meeting token to ExternalVirtualMeetingUrl (ours). */
export const VM_TOKEN_FIELD = 'token';

/** The exhibitor list calls of docs/rules/content-areas.md section 7: CompanyAccounts, or CompanyAccountsV2 with `useCompanyAccountsV2`. */
export type CompanyAccountsCall = 'CompanyAccounts' | 'CompanyAccountsV2';

/** `useCompanyAccountsV2` (section 3, "Exhibitors"): true (the boolean only) switches the exhibitor list to CompanyAccountsV2. */
export function companyAccountsCall(root: Record<string, unknown>): CompanyAccountsCall {
  return root.useCompanyAccountsV2 === true ? 'CompanyAccountsV2' : 'CompanyAccounts';
}

/**
 * `activateEvaluationUrlsWithoutUser` (section 3, "Evaluation"): true (the boolean only) opens the evaluation
 * addresses (the survey page and its session links) to visitors who are not signed in.
 */
export function evaluationUrlsWithoutUser(root: Record<string, unknown>): boolean {
  return root.activateEvaluationUrlsWithoutUser === true;
}
