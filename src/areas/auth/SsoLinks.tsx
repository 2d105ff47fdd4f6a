/**
 * The single sign-on providers on the login page (docs/rules/shell-access-identity.md sections 3 and 7): one link
 * per provider of the event, to the identity service's sso url, which comes back to the correlate page.
 * Nothing shows when the instance has no single sign-on or the event offers no provider.
 *
 * Texts: auth.sso.signInWith, auth.sso.or.
 */
import { buildPath } from '../../core/routes';
import { ssoStart } from '../../core/sso';
import { useIdentitySettings } from '../../store/identitySettings';
import { useEventContext } from '../../store/react';
import { Button } from '../../ui/form';
import { SsoList } from './Auth.styles';
import { useAuthText } from './useAuthText';
import { useSsoLinks } from './useSsoLinks';

export interface SsoLinksProps {
  language: string;
  /** Where the person goes once signed in: a path of this platform. */
  returnTo: string;
}

export function SsoLinks({ language, returnTo }: SsoLinksProps) {
  const t = useAuthText();
  const context = useEventContext();
  const { instance } = useIdentitySettings();
  const sso = instance?.sso ?? null;
  const links = useSsoLinks(sso !== null);
  if (!sso || !links.data?.length) return null;

  const address = { instance: context.instance, event: context.event, language };
  // The identity service sends the person back here, from another site: the address must be absolute.
  const correlatePage = new URL(buildPath('CorrelatePage', address, { returnUrl: returnTo }), location.href).href;
  return (
    <SsoList>
      {links.data.map((link) => {
        const start = ssoStart(instance!.identityUrl, sso, {
          event: context.event,
          language,
          returnUrl: correlatePage,
          provider: link.Provider,
        });
        return (
          <Button key={link.Provider} as="a" href={context.http.url(start.path, start.query)}>
            {t('auth.sso.signInWith', { provider: link.Label })}
          </Button>
        );
      })}
      <p>{t('auth.sso.or')}</p>
    </SsoList>
  );
}
