/**
 * LoginPage (/login/{i}/{e}/{l}?returnUrl= and /{i}/{e}/{l}/auth/login). After signing in the visitor
 * goes to returnUrl when it is a path of this platform, else home (shell-access-identity.md section 4:
 * the default return page is home).
 *
 * The event's single sign-on providers, if any, come first (SsoLinks).
 *
 * Texts: auth.noAccount, auth.forgotPassword, plus those of SsoLinks, LoginForm and SignedInBox.
 */
import { useAuthText } from './useAuthText';
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { LoginForm } from './LoginForm';
import { SignedInBox } from './SignedInBox';
import { Links, Stack } from './Auth.styles';
import { safeReturnPath } from '../../core/returnPath';
import { SsoLinks } from './SsoLinks';

export function LoginPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const user = useEventState((state) => state.user);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const home = buildPath('HomePage', address);
  const returnTo = safeReturnPath(route.query.returnUrl) ?? home;

  if (user) return <SignedInBox continueTo={returnTo} />;
  return (
    <Stack>
      <SsoLinks language={address.language} returnTo={returnTo} />
      <LoginForm onSignedIn={() => navigate(returnTo)} />
      <Links>
        <a href={buildPath('PasswordRetrievalPage', address)}>{t('auth.forgotPassword')}</a>
        <a href={buildPath('CreateAccountPage', address)}>{t('auth.noAccount')}</a>
      </Links>
    </Stack>
  );
}
