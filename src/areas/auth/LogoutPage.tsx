/**
 * LogoutPage (/logout/{i}/{e}/{l}): signs out (docs/rules/shell-access-identity.md section 4, Logout), then goes
 * to the web forms' logout path with eventName or the external logout URL when the instance or event
 * has one (core/loginAction.ts logoutTarget), else home.
 *
 * Texts: auth.signingOut.
 */
import { useAuthText } from './useAuthText';
import { useEffect } from 'react';
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
  useEffect(() => {
    if (!ready) return;
    let active = true;
    const target = providers ? logoutTarget(providers, context.event) : ({ kind: 'home' } as const);
    void signOut(context, home).then(() => {
      emit('vmx-logout', {});
      if (!active) return;
      if (target.kind === 'redirect') location.assign(context.http.url(target.path, target.query));
      else navigate(home, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [ready, providers, context, home, navigate, emit]);
  return <FormNotice tone="info">{t('auth.signingOut')}</FormNotice>;
}
