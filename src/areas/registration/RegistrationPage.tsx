/**
 * The registration page (docs/rules/shell-access-identity.md section 2: /{i}/{e}/{l}/registration/{subApplicationRoute?}).
 * Signed in: the user's tickets and the days they are valid on, the link to the registration shop, and the form
 * that links a registration number to the account. Signed out: what registration offers, a sign-in link that
 * returns here, and the shop. The sub-route picks a part (core/registration registrationView): `link` the form
 * alone, `shop` or `pay` the shop alone, anything else the overview.
 *
 * Texts: registration.*. Theme tokens: those of Registration.styles.
 */
import { returnPath } from '../../core/access/flow';
import { registrationView } from '../../core/registration/registration';
import { REGISTRATION_TEXTS } from '../../core/registration/texts';
import { useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { LinkRegistrationForm } from './LinkRegistrationForm';
import { PageColumn } from '../../ui/styles/page';
import { ShopSection } from './ShopSection';
import { TicketsSection } from './TicketList';

export function RegistrationPage({ route }: PageProps) {
  const t = useTexts(REGISTRATION_TEXTS);
  const href = useRouteHref();
  const signedIn = useEventState((state) => state.user !== null);
  const view = registrationView(route.params.subApplicationRoute);
  const overview = view !== 'overview' && <a href={href('RegistrationPage')}>{t('registration.overview')}</a>;

  if (!signedIn) {
    return (
      <PageColumn data-page="registration" data-view={view} data-signed-in="no">
        <p>{t('registration.signedOut')}</p>
        <p>
          <a href={href('LoginPage', {}, { returnUrl: returnPath(route) })} data-link="sign-in">
            {t('registration.signIn')}
          </a>
        </p>
        <ShopSection />
      </PageColumn>
    );
  }
  return (
    <PageColumn data-page="registration" data-view={view} data-signed-in="yes">
      {view === 'overview' && <p>{t('registration.intro')}</p>}
      {view === 'overview' && <TicketsSection />}
      {view !== 'link' && <ShopSection />}
      {view !== 'shop' && <LinkRegistrationForm />}
      {overview && <p>{overview}</p>}
    </PageColumn>
  );
}
