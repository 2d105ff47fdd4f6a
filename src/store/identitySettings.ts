/**
 * Where signing in and out lead (docs/rules/shell-access-identity.md section 3): the instance's single sign-on,
 * web forms and identity URLs, and the event's defaults.externalAuth. One query of the event context for
 * the login action, the login page and the logout page.
 */
import { useMemo } from 'react';
import { useInstanceInfo } from './instanceInfo';
import type { InstanceInfo } from '../contracts';
import { parseExternalAuth, type ExternalAuthSettings, type LoginProviders } from '../core/loginAction';
import { useEventState } from './react';
import { parseEventKeys, usesSingleSignOn, type EventKeys } from '../core/eventKeys';

export interface IdentitySettings {
  /** False while the instance's settings load. */
  ready: boolean;
  /** null when they could not be read: then the platform's own pages do the work. */
  instance: InstanceInfo | null;
  externalAuth: ExternalAuthSettings;
  providers: LoginProviders | null;
  /** SSOLogin, SSOReturnUrl, defaults.forceLoginPage(App) and the other keys of core/eventKeys.ts. */
  keys: EventKeys;
}

export function useIdentitySettings(): IdentitySettings {
  const raw = useEventState((state) => state.config.raw);
  const query = useInstanceInfo();
  const externalAuth = useMemo(() => {
    const parsed = parseExternalAuth(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.settings;
  }, [raw]);
  const keys = useMemo(() => {
    const parsed = parseEventKeys(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.keys;
  }, [raw]);
  const instance = query.data ?? null;
  const providers = useMemo<LoginProviders | null>(
    () =>
      instance && {
        sso: usesSingleSignOn(keys.ssoLogin, instance.sso !== null),
        webformsUrl: instance.webformsUrl,
        externalLoginUrl: externalAuth.externalLogin ? externalAuth.loginUrl : null,
        externalLogoutUrl: externalAuth.externalLogin ? externalAuth.logoutUrl : null,
        identityUrl: instance.identityUrl,
      },
    [instance, externalAuth, keys],
  );
  return { ready: !query.isPending, instance, externalAuth, providers, keys };
}
