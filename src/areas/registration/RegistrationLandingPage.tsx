/**
 * The registration landing (docs/rules/shell-access-identity.md section 2: /{i}/{e}/{l}/registrationLanding): where
 * the registration shop sends the buyer back after a purchase. It says the purchase is being picked up, reads the
 * tickets again on arrival (the BookedTickets query is invalidated: the shell may hold the tickets from before the
 * purchase) and on request, shows them, and leads on to the congress home and the programme. Signed out: the same
 * words, a sign-in link that returns here, and the ways on.
 *
 * Texts: registration.landing.*, registration.signIn, and those of TicketList. Theme tokens: those of Registration.styles.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { returnPath } from '../../core/access/flow';
import { REGISTRATION_TEXTS } from '../../core/registration/texts';
import { identityQueries } from '../../store/queries/identity';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { Actions, QuietButton } from './Registration.styles';
import { PageColumn, PageSection } from '../../ui/styles/page';
import { TicketsSection } from './TicketList';

export function RegistrationLandingPage({ route }: PageProps) {
  const t = useTexts(REGISTRATION_TEXTS);
  const href = useRouteHref();
  const context = useEventContext();
  const queryClient = useQueryClient();
  const signedIn = useEventState((state) => state.user !== null);
  const heading = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: identityQueries.ticketsKey(queryScope(context, '')) });

  // On arrival from the shop: the tickets the shell loaded before the purchase are out of date.
  useEffect(() => {
    if (signedIn) void queryClient.invalidateQueries({ queryKey: identityQueries.ticketsKey(queryScope(context, '')) });
  }, [signedIn, queryClient, context]);

  return (
    <PageColumn data-page="registration-landing" data-signed-in={signedIn ? 'yes' : 'no'}>
      <PageSection aria-labelledby={heading}>
        <h2 id={heading}>{t('registration.landing.title')}</h2>
        <p>{t('registration.landing.text')}</p>
        {!signedIn && (
          <p>
            <a href={href('LoginPage', {}, { returnUrl: returnPath(route) })} data-link="sign-in">
              {t('registration.signIn')}
            </a>
          </p>
        )}
      </PageSection>
      {signedIn && <TicketsSection />}
      <Actions>
        {signedIn && (
          <QuietButton type="button" onClick={() => void refresh()} data-action="refresh-tickets">
            {t('registration.landing.refresh')}
          </QuietButton>
        )}
        <a href={href('HomePage')} data-link="home">
          {t('registration.landing.home')}
        </a>
        <a href={href('ProgramPage')} data-link="programme">
          {t('registration.landing.programme')}
        </a>
      </Actions>
    </PageColumn>
  );
}
