/**
 * My area's "Recorded about you" (ours, issue 23; src/contracts/analytics.ts): what first-party tracking recorded
 * about the signed-in user and this browser's visitor id (GET /api/Analytics/Me), newest first, each entry's date and
 * time in the event's language and zone, the action in words, where and its details (core/analytics/recorded.ts);
 * the profile facts recorded with their user id where the event uses advanced tracking (the spec's analytics user:
 * HCP, country, visitor type, interests, profession, city, gender, external id, device), or that there are none;
 * one sentence on what is recorded with and without the analytics consent, and whether this browser gave it; the
 * list and the facts as JSON and as CSV (formula-like cells escaped, core/csv.ts); and "Delete my recorded data"
 * behind a confirming dialog (DELETE /api/Analytics/Me), after which the list and the facts are empty. Like all of my area it needs a sign-in: a visitor
 * who is not signed in is offered the sign-in page (MyAreaPage), and their browser's entries show here once they are.
 *
 * Texts: recorded.* (core/analytics/texts.ts), myArea.loading, myArea.retry. Theme tokens: those of MyArea.styles and
 * ui/Dialog. Parts: myarea-recorded, recorded-entries, recorded-user, recorded-actions.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { deleteRecordedAboutMe, getRecordedAboutMe } from '../../api/recordedAboutMe';
import type { RecordedAnalyticsUser, RecordedEvent } from '../../contracts';
import { recordedAction, recordedCsv, recordedDetails, recordedUserFacts, recordedWhere } from '../../core/analytics/recorded';
import { RECORDED_TEXTS } from '../../core/analytics/texts';
import { readablePageName } from '../../core/pageTitles';
import { ROUTE_NAMES, type RouteName } from '../../core/routes';
import { analyticsConsent, storedVisitorId } from '../../store/analyticsVisitor';
import { queryScope, scopeKey } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import { useDashboardFormat } from '../../ui/dashboard/format';
import { primaryButton, secondaryButton } from '../../ui/buttonStyles';
import { stack, wrapRow } from '../../ui/styles/layout';
import { Section, Table } from './MyArea.styles';
import { ConfirmDelete } from './ConfirmDelete';
import { useMyAreaText } from './useMyArea';
import { saveBlob } from '../../ui/saveFile';

const Module = styled.div`
  ${stack(2)}
`;
const Actions = styled.div`
  ${wrapRow(1)}
`;
const PrimaryButton = styled.button`
  ${primaryButton}
`;
const QuietButton = styled.button`
  ${secondaryButton}
`;
/** The table scrolls sideways on a phone rather than squeezing every column to a word a line. */
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
  }
  td:first-child {
    white-space: nowrap;
  }
`;

/** A recorded page's readable name; a route this build does not know keeps its name. */
function pageName(texts: Parameters<typeof readablePageName>[0], route: string): string {
  return (ROUTE_NAMES as string[]).includes(route) ? readablePageName(texts, route as RouteName) : route;
}

function useRecordedText() {
  return useTexts(RECORDED_TEXTS);
}

export function RecordedModule({ description }: { description: string | null }) {
  const t = useRecordedText();
  const my = useMyAreaText();
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => state.user?.userId ?? null);
  // Read once per visit of the module: the id is made by the tracker, and removed when the consent is declined.
  const [visitor] = useState(() => storedVisitorId(context.event));
  const [consent] = useState(() => analyticsConsent(context.event));
  const recorded = useQuery({
    queryKey: [...scopeKey(queryScope(context, '')), 'myarea-recorded', eventId, userId, visitor] as const,
    queryFn: ({ signal }) => getRecordedAboutMe(context.http, eventId!, visitor, signal),
    enabled: eventId !== null,
  });
  return (
    <Module part="myarea-recorded">
      {description && <p>{description}</p>}
      <p>{t('recorded.explain')}</p>
      <p data-consent={consent ? 'given' : 'not-given'}>{t(consent ? 'recorded.consentOn' : 'recorded.consentOff')}</p>
      <AsyncView
        query={recorded}
        texts={{ loading: my('myArea.loading'), error: t('recorded.error'), retry: my('myArea.retry') }}
        layout="block"
      >
        {(mine) => <Entries events={mine.Events} user={mine.User} eventId={eventId!} visitor={visitor} />}
      </AsyncView>
    </Module>
  );
}

interface Recorded {
  events: RecordedEvent[];
  user: RecordedAnalyticsUser | null;
  eventId: number;
  visitor: string | null;
}

function Entries({ events, user, eventId, visitor }: Recorded) {
  const t = useRecordedText();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? undefined);
  const texts = useEventState((state) => state.texts);
  const captionId = useId();
  const format = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium', timeZone }),
    [language, timeZone],
  );
  return (
    <>
      <Section part="recorded-entries" aria-labelledby={captionId}>
        <h3 id={captionId}>{t('recorded.caption')}</h3>
        {events.length === 0 ? (
          <p data-recorded="empty">{t('recorded.empty')}</p>
        ) : (
          <>
            <p>{t('recorded.count', { count: events.length })}</p>
            {/* Wider than a phone: a region the keyboard can reach to scroll it sideways. */}
            <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
              <Table aria-labelledby={captionId}>
                <thead>
                  <tr>
                    <th scope="col">{t('recorded.when')}</th>
                    <th scope="col">{t('recorded.what')}</th>
                    <th scope="col">{t('recorded.where')}</th>
                    <th scope="col">{t('recorded.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((event, index) => (
                    <tr key={index} data-kind={event.Kind}>
                      <td>
                        <time dateTime={event.At}>{format.format(new Date(event.At))}</time>
                      </td>
                      <td>{recordedAction(event, t)}</td>
                      <td>{recordedWhere(event, (route) => pageName(texts, route))}</td>
                      <td>{[recordedDetails(event, t), event.WithUserId ? t('recorded.withUserId') : ''].filter(Boolean).join(' · ')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroll>
          </>
        )}
      </Section>
      <UserFacts user={user} />
      <RecordedActions events={events} user={user} eventId={eventId} visitor={visitor} />
    </>
  );
}

/** The analytics user's profile facts as recorded, or that none are. */
function UserFacts({ user }: { user: RecordedAnalyticsUser | null }) {
  const t = useRecordedText();
  const format = useDashboardFormat();
  const captionId = useId();
  return (
    <Section part="recorded-user" aria-labelledby={captionId}>
      <h3 id={captionId}>{t('recorded.user.caption')}</h3>
      <p>{t('recorded.user.explain')}</p>
      {user === null ? (
        <p data-recorded-user="none">{t('recorded.user.none')}</p>
      ) : (
        <Table aria-labelledby={captionId}>
          <tbody>
            {recordedUserFacts(user, t, { country: (code) => format.country(code, code), time: format.instant }).map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

function RecordedActions({ events, user, eventId, visitor }: Recorded) {
  const t = useRecordedText();
  const context = useEventContext();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteRecordedAboutMe(context.http, eventId, visitor),
    onSuccess: async () => {
      setAsking(false);
      setDeleted(true);
      await client.invalidateQueries({ queryKey: [...scopeKey(queryScope(context, '')), 'myarea-recorded'] });
    },
  });
  const name = `${context.event}-recorded`;
  return (
    <Actions part="recorded-actions">
      {(events.length > 0 || user !== null) && (
        <>
          <QuietButton
            type="button"
            onClick={() =>
              saveBlob(new Blob([JSON.stringify({ Events: events, User: user }, null, 2)], { type: 'application/json' }), `${name}.json`)
            }
          >
            {t('recorded.downloadJson')}
          </QuietButton>
          <QuietButton
            type="button"
            onClick={() => saveBlob(new Blob([recordedCsv(events, user)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)}
          >
            {t('recorded.downloadCsv')}
          </QuietButton>
          <PrimaryButton type="button" onClick={() => setAsking(true)}>
            {t('recorded.delete')}
          </PrimaryButton>
        </>
      )}
      <p role="status">{deleted && events.length === 0 && user === null && t('recorded.deleted')}</p>
      {asking && (
        <ConfirmDelete
          texts={{
            title: t('recorded.deleteTitle'),
            explain: t('recorded.deleteExplain'),
            failed: t('recorded.deleteFailed'),
            confirm: t('recorded.deleteConfirm'),
            deleting: t('recorded.deleting'),
            cancel: t('recorded.deleteCancel'),
          }}
          pending={remove.isPending}
          failed={remove.isError}
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Actions>
  );
}
