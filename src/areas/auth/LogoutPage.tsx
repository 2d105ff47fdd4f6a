/**
 * LogoutPage (/logout/{i}/{e}/{l}): signs out (shell-access-identity.md section 4, Logout) and goes
 * home. The instance's web-forms logout path and an external logout URL come with single sign-on.
 *
 * Texts: auth.signingOut.
 */
import { useAuthText } from './useAuthText';
import { useEffect } from 'react';
import { buildPath } from '../../core/routes';
import { useEventContext } from '../../store/react';
import { signOut } from '../../store/signInOut';
import { useEmit } from '../../ui/host';
import { FormNotice } from '../../ui/form';
import type { PageProps } from '../../ui/page';

export function LogoutPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const emit = useEmit();
  const home = buildPath('HomePage', { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' });
  useEffect(() => {
    let active = true;
    void signOut(context, home).then(() => {
      emit('vmx-logout', {});
      if (active) navigate(home, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [context, home, navigate, emit]);
  return <FormNotice tone="info">{t('auth.signingOut')}</FormNotice>;
}
