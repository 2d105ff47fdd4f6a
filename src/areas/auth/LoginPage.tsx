/**
 * LoginPage (/login/{i}/{e}/{l}?returnUrl= and /{i}/{e}/{l}/auth/login). After signing in the visitor
 * goes to returnUrl when it is a path of this platform, else to the remembered next page (the `nextPage`
 * flag, core/storageFlags.ts), else home (docs/rules/shell-access-identity.md section 4: the default return page
 * is home).
 *
 * The event's single sign-on providers, if any, come first (SsoLinks).
 *
 * Texts: auth.noAccount, auth.forgotPassword, auth.loading, plus those of SsoLinks, LoginForm and SignedInBox.
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
import { useInstanceInfo } from '../../store/instanceInfo';
import { useSsoLinks } from './useSsoLinks';
import { afterSignIn } from '../../core/storageFlags';
import { forgetNextPage, storedNextPage } from '../../store/storageFlags';

export function LoginPage({ route, navigate }: PageProps) {
  const t = useAuthText();
  const context = useEventContext();
  const user = useEventState((state) => state.user);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const home = buildPath('HomePage', address);
  const returnTo = afterSignIn(
    safeReturnPath(route.query.returnUrl, location.origin),
    safeReturnPath(storedNextPage(), location.origin),
    home,
  ).to;

  // The single sign-on links go above the form: until it is known whether there are any, the form waits,
  // so that it does not jump down under a pointer (or a click) when they arrive.
  const instance = useInstanceInfo();
  const hasSso = instance.data?.sso != null;
  const ssoLinks = useSsoLinks(hasSso);
  const settling = instance.isPending || (hasSso && ssoLinks.isPending);

  if (user) return <SignedInBox continueTo={returnTo} />;
  if (settling) return <p role="status">{t('auth.loading')}</p>;
  return (
    <Stack>
      <SsoLinks language={address.language} returnTo={returnTo} />
      <LoginForm
        onSignedIn={() => {
          forgetNextPage();
          navigate(returnTo);
        }}
      />
      <Links>
        <a href={buildPath('PasswordRetrievalPage', address)}>{t('auth.forgotPassword')}</a>
        <a href={buildPath('CreateAccountPage', address)}>{t('auth.noAccount')}</a>
      </Links>
    </Stack>
  );
}
