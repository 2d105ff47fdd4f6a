/**
 * The signed-in user's tickets (GET /api/modules/BookedTickets, the shell's query): per ticket its name, whether it is
 * valid (and paid), the registration number, the participant type, the days it is valid on (in the event's time
 * zone, core/registration ticketDays), whether it carries the healthcare-professional content (EnableHCP) and the
 * society membership it records. 204 means no ticket; 410 and other failures say the registration system cannot be
 * read now (docs/rules/shell-access-identity.md section 8, booked tickets).
 *
 * Texts: registration.tickets*, registration.ticket.*. Theme tokens: those of Registration.styles.
 */
import { useId } from 'react';
import type { Ticket } from '../../contracts';
import { formatTicketDay, ticketDays, ticketState } from '../../core/registration/registration';
import { REGISTRATION_TEXTS } from '../../core/registration/texts';
import { useTexts } from '../../store/react';
import { Days, Facts, StateBadge, TicketCard, Tickets } from './Registration.styles';
import { PageSection } from '../../ui/styles/page';
import { useEventClock, useTickets } from './useRegistration';

export function TicketsSection() {
  const t = useTexts(REGISTRATION_TEXTS);
  const tickets = useTickets();
  const heading = useId();
  let body;
  if (tickets.status === 'not-loaded') body = <p role="status">{t('registration.tickets.loading')}</p>;
  else if (tickets.status === 'failed')
    body = tickets.httpStatus === 204 ? <p>{t('registration.tickets.none')}</p> : <p role="alert">{t('registration.tickets.syncError')}</p>;
  else if (tickets.tickets.length === 0) body = <p>{t('registration.tickets.none')}</p>;
  else
    body = (
      <Tickets>
        {tickets.tickets.map((ticket, index) => (
          <li key={`${ticket.VisitorId ?? ''}-${index}`}>
            <TicketItem ticket={ticket} />
          </li>
        ))}
      </Tickets>
    );
  return (
    <PageSection aria-labelledby={heading} data-section="tickets">
      <h2 id={heading}>{t('registration.tickets')}</h2>
      {body}
    </PageSection>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  const t = useTexts(REGISTRATION_TEXTS);
  const { timeZone, language } = useEventClock();
  const state = ticketState(ticket);
  const days = ticketDays(ticket, timeZone);
  return (
    <TicketCard data-ticket={ticket.VisitorId ?? ''} data-state={state}>
      <h3>{ticket.TicketTypeName}</h3>
      <StateBadge $state={state}>{t(`registration.ticket.state.${state}`)}</StateBadge>
      <Facts>
        {ticket.VisitorId && (
          <>
            <dt>{t('registration.ticket.number')}</dt>
            <dd>{ticket.VisitorId}</dd>
          </>
        )}
        <dt>{t('registration.ticket.participant')}</dt>
        <dd>{ticket.ParticipantTypeName}</dd>
        <dt>{t('registration.ticket.days')}</dt>
        <dd>
          {days.length === 0 ? (
            t('registration.ticket.noDays')
          ) : (
            <Days aria-label={t('registration.ticket.daysCount', { count: days.length })}>
              {days.map((day) => (
                <li key={day}>
                  <time dateTime={day}>{formatTicketDay(day, language)}</time>
                </li>
              ))}
            </Days>
          )}
        </dd>
        <dt>{t('registration.ticket.hcp')}</dt>
        <dd data-hcp={ticket.EnableHCP ? 'yes' : 'no'}>
          {t(ticket.EnableHCP ? 'registration.ticket.hcpYes' : 'registration.ticket.hcpNo')}
        </dd>
        {ticket.SocietyMemberType && (
          <>
            <dt>{t('registration.ticket.member')}</dt>
            <dd>{ticket.SocietyMemberType}</dd>
          </>
        )}
      </Facts>
    </TicketCard>
  );
}
