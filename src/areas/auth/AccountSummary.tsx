/**
 * The profile page's account summary, read from the complete user (GET /api/Core/UserComplete,
 * docs/rules/shell-access-identity.md section 7: "the complete user"): the facts of the account the profile form
 * does not edit: the e-mail address and whether it is confirmed, when the terms of use were accepted, the first
 * sign-in to this congress and the tickets for it.
 *
 * Ours where the spec is silent: the summary sits under the profile form of UserFormPage and loads with its own
 * chunk after the form; dates are long dates in the page's language and the event's time zone.
 *
 * Texts: profile.account.* (title, email, confirmed, unconfirmed, terms, termsAccepted, termsNotAccepted,
 * firstLogin, firstLoginNone, tickets, ticketsNone, loading, error).
 * Theme tokens: --vmx-color-border, --vmx-color-muted, --vmx-color-danger, --vmx-radius, --vmx-space.
 * Parts: account-summary.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { ACCOUNT_SUMMARY_TEXTS } from '../../core/accountSummaryTexts';
import { queryScope } from '../../store/queries/keys';
import { userCompleteQueries } from '../../store/queries/userComplete';
import { useEventContext, useEventState, useTexts } from '../../store/react';

const Summary = styled.section`
  display: grid;
  gap: var(--vmx-space);
  max-width: 28rem;
  margin-block-start: calc(var(--vmx-space) * 3);
  padding: calc(var(--vmx-space) * 1.5);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);

  h2 {
    margin: 0;
    font-size: 1.2em;
  }
  dl {
    display: grid;
    gap: calc(var(--vmx-space) * 0.75);
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  [data-state='unconfirmed'] {
    color: var(--vmx-color-danger);
  }
  p {
    margin: 0;
    color: var(--vmx-color-muted);
  }
`;

/** A long date in language and timeZone; the date as written when either is unusable. */
function longDate(value: string, language: string, timeZone: string | undefined): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: timeZone || undefined }).format(instant);
  } catch {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(instant);
  }
}

export function AccountSummary() {
  const t = useTexts(ACCOUNT_SUMMARY_TEXTS);
  const context = useEventContext();
  const headingId = useId();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const timeZone = useEventState((state) => state.details?.TimeZone);
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const complete = useQuery({
    ...userCompleteQueries.complete(queryScope(context, ''), eventId, token),
    enabled: token !== null && eventId !== null,
  });
  const user = complete.data;
  const date = (value: string) => longDate(value, language, timeZone);

  return (
    <Summary part="account-summary" aria-labelledby={headingId} aria-busy={complete.isPending}>
      <h2 id={headingId}>{t('profile.account.title')}</h2>
      {complete.isError && <p role="alert">{t('profile.account.error')}</p>}
      {!user && !complete.isError && <p role="status">{t('profile.account.loading')}</p>}
      {user && (
        <dl>
          <dt>{t('profile.account.email')}</dt>
          <dd data-account="email">
            {user.Email}{' '}
            <span data-state={user.EmailConfirmed ? 'confirmed' : 'unconfirmed'}>
              ({user.EmailConfirmed ? t('profile.account.confirmed') : t('profile.account.unconfirmed')})
            </span>
          </dd>
          <dt>{t('profile.account.terms')}</dt>
          <dd data-account="terms">
            {user.TermsAcceptedAt
              ? t('profile.account.termsAccepted', { date: date(user.TermsAcceptedAt) })
              : t('profile.account.termsNotAccepted')}
          </dd>
          <dt>{t('profile.account.firstLogin')}</dt>
          <dd data-account="first-login">{user.FirstLoginAt ? date(user.FirstLoginAt) : t('profile.account.firstLoginNone')}</dd>
          <dt>{t('profile.account.tickets')}</dt>
          <dd data-account="tickets">
            {user.Tickets.length === 0
              ? t('profile.account.ticketsNone')
              : user.Tickets.map((ticket) => [ticket.TicketTypeName, ticket.ParticipantTypeName].filter(Boolean).join(', ')).join('; ')}
          </dd>
        </dl>
      )}
    </Summary>
  );
}
