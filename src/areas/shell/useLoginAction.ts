/**
 * The login action (docs/rules/shell-access-identity.md section 4; the rule is core/loginAction.ts): to the
 * LoginPage, out to the web forms' token endpoint or the external login URL, or into an OAuth
 * authorization at the instance's identity service, which answers to the wanted page (useTokenArrival).
 */
import { useCallback, useRef } from 'react';
import { OAUTH_REDIRECT_DELAY_MS } from '../../core/access';
import { isInApp, IS_APP_FLAG } from '../../core/appMode';
import { forcesLoginPage, ssoReturnTarget } from '../../core/eventKeys';
import { loginAction } from '../../core/loginAction';
import { oauthStart } from '../../core/oauth';
import { buildPath } from '../../core/routes';
import { useIdentitySettings } from '../../store/identitySettings';
import { useEventContext } from '../../store/react';
import type { Navigate } from '../../ui/page';
import { oauthStateKey, sessionStore } from './sessionKeys';

/** The stored isApp flag; storage that is refused reads as unset. */
function storedIsApp(): string | null {
  try {
    return localStorage.getItem(IS_APP_FLAG);
  } catch {
    return null;
  }
}

export interface LoginActionHook {
  /** False until the instance's settings are loaded (the action depends on them). */
  ready: boolean;
  /** wanted: the path of the page the visitor wanted. */
  start: (wanted: string) => void;
}

export function useLoginAction(language: string, navigate: Navigate): LoginActionHook {
  const context = useEventContext();
  const { ready, providers, keys } = useIdentitySettings();
  // One authorization at a time: a second start would replace the stored state the first comes back with.
  const leaving = useRef(false);

  const start = useCallback(
    (wanted: string) => {
      const address = { instance: context.instance, event: context.event, language };
      const absolute = new URL(wanted, location.href).href;
      // Without the instance's settings (they could not be read), the platform's own login page works.
      const action = providers ? loginAction(providers, absolute) : null;
      // defaults.forceLoginPage, and forceLoginPageApp inside the app container: always the platform's own page.
      const forced = forcesLoginPage(keys, isInApp(Object.fromEntries(new URLSearchParams(location.search)), storedIsApp()));
      if (!providers || !action || action.kind === 'login-page' || forced) {
        // A single sign-on login started from home comes back to SSOReturnUrl when the event sets one.
        const returnUrl = providers?.sso && !forced ? ssoReturnTarget(wanted, buildPath('HomePage', address), keys.ssoReturnUrl) : wanted;
        navigate(buildPath('LoginPage', address, { returnUrl }), { replace: true });
      } else if (action.kind === 'redirect') {
        location.assign(context.http.url(action.path, action.query));
      } else if (!leaving.current) {
        leaving.current = true;
        const state = crypto.randomUUID();
        sessionStore.set(oauthStateKey(context), state);
        const target = oauthStart(providers.identityUrl, { state, redirectUri: absolute, event: context.event, language });
        // Section 9: the OAuth redirect waits a moment.
        setTimeout(() => location.assign(context.http.url(target.path, target.query)), OAUTH_REDIRECT_DELAY_MS);
      }
    },
    [context, providers, keys, language, navigate],
  );

  return { ready, start };
}
