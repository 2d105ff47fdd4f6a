/**
 * The login action (shell-access-identity.md section 4; the rule is core/loginAction.ts): to the
 * LoginPage, out to the web forms' token endpoint or the external login URL, or into an OAuth
 * authorization at the instance's identity service, which answers to the wanted page (useTokenArrival).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { getInstance, instanceInfoKey } from '../../api/core';
import { OAUTH_REDIRECT_DELAY_MS } from '../../core/access';
import { loginAction, parseExternalAuth } from '../../core/loginAction';
import { oauthStart } from '../../core/oauth';
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import type { Navigate } from '../../ui/page';
import { oauthStateKey, sessionStore } from './sessionKeys';

export interface LoginActionHook {
  /** False until the instance's settings are loaded (the action depends on them). */
  ready: boolean;
  /** wanted: the path of the page the visitor wanted. */
  start(wanted: string): void;
}

export function useLoginAction(language: string, navigate: Navigate): LoginActionHook {
  const context = useEventContext();
  const raw = useEventState((state) => state.config.raw);
  const instance = useQuery({
    queryKey: instanceInfoKey(context.instance),
    queryFn: ({ signal }) => getInstance(context.http, context.instance, signal),
  });
  const externalAuth = useMemo(() => {
    const parsed = parseExternalAuth(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.settings;
  }, [raw]);
  const info = instance.data;
  // One authorization at a time: a second start would replace the stored state the first comes back with.
  const leaving = useRef(false);

  const start = useCallback(
    (wanted: string) => {
      const address = { instance: context.instance, event: context.event, language };
      // The instance's settings could not be read: the platform's own login page always works.
      const action = info
        ? loginAction(
            {
              sso: info.sso !== null,
              webformsUrl: info.webformsUrl,
              externalLoginUrl: externalAuth.externalLogin ? externalAuth.loginUrl : null,
              identityUrl: info.identityUrl,
            },
            new URL(wanted, location.href).href,
          )
        : ({ kind: 'login-page' } as const);
      if (action.kind === 'login-page') {
        navigate(buildPath('LoginPage', address, { returnUrl: wanted }), { replace: true });
      } else if (action.kind === 'redirect') {
        location.assign(context.http.url(action.path, action.query));
      } else if (!leaving.current) {
        leaving.current = true;
        const state = crypto.randomUUID();
        sessionStore.set(oauthStateKey(context), state);
        const target = oauthStart(info!.identityUrl, { state, redirectUri: new URL(wanted, location.href).href, event: context.event, language });
        // Section 9: the OAuth redirect waits a moment.
        setTimeout(() => location.assign(context.http.url(target.path, target.query)), OAUTH_REDIRECT_DELAY_MS);
      }
    },
    [context, info, externalAuth, language, navigate],
  );

  return { ready: !instance.isPending, start };
}
