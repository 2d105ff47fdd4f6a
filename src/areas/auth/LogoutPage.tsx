/**
 * LogoutPage (/logout/{i}/{e}/{l}): signs out (docs/rules/shell-access-identity.md section 4, Logout), then goes
 * to the web forms' logout path with eventName or the external logout URL when the instance or event
 * has one (core/loginAction.ts logoutTarget), else home.
 *
 * Texts: auth.signingOut.
 */
import { useAuthText } from './useAuthText';
import { useEffect, useRef } from 'react';
import { logoutTarget } from '../../core/loginAction';
import { buildPath } from '../../core/routes';
import { useIdentitySettings } from '../../store/identitySettings';
import { useEventContext } from '../../store/react';
import { signOut } from '../../store/signInOut';
import { useEmit } from '../../ui/host';
import { FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';

export function LogoutPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const emit = useEmit();
  const { ready, providers } = useIdentitySettings();
  const home = buildPath('HomePage', { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' });
  // One sign-out per visit: what signing out changes (the user, the settings it re-reads) re-renders the
  // page, and a second run would sign out (and announce it) twice.
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const target = providers ? logoutTarget(providers, context.event) : ({ kind: 'home' } as const);
    void signOut(context, home).then(() => {
      emit('vmx-logout', {});
      if (!mounted.current) return;
      if (target.kind === 'redirect') location.assign(context.http.url(target.path, target.query));
      else navigate(home, { replace: true });
    });
  }, [ready, providers, context, home, navigate, emit]);
  return <FormNotice tone="info">{t('auth.signingOut')}</FormNotice>;
}
