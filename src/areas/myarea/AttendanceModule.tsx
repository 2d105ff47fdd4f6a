/**
 * My area's "Attendance (CME)" (issue 23; src/contracts/attendance.ts): what the players recorded of the signed-in
 * user's watching, session by session (title, time in the event's zone, watched live and on demand as h:mm, the share
 * watched and whether it counts by the event's rule), the total credit hours; "Create certificate of attendance"
 * (the server issues it into the user's documents, where it downloads as a PDF) and "Delete my attendance record"
 * behind a confirming dialog. Attendance is a service to the user, kept whatever their analytics consent: the
 * explanation says so. Rules: core/attendance/cme.ts.
 *
 * Texts: attendance.*, myArea.loading, myArea.retry. Theme tokens: those of MyArea.styles and ui/Dialog. Parts:
 * myarea-attendance, attendance-sessions, attendance-actions.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { createCertificate, deleteAttendance, getAttendance } from '../../api/attendance';
import type { AttendanceSummary, IssuedCertificate } from '../../contracts/attendance';
import { formatCreditHours, formatHoursMinutes } from '../../core/attendance/cme';
import { ATTENDANCE_TEXTS } from '../../core/attendance/texts';
import { documentsQueries } from '../../store/queries/documents';
import { queryScope, scopeKey } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import { secondaryButton, primaryButton } from '../../ui/buttonStyles';
import { useRouteHref } from '../../ui/platformLinks';
import { stack, wrapRow } from '../../ui/styles/layout';
import { ErrorText, Section, Table } from './MyArea.styles';
import { ConfirmDelete } from './ConfirmDelete';
import { useMyAreaText } from './useMyArea';

const Actions = styled.div`
  ${wrapRow(1)}
`;
const PrimaryButton = styled.button`
  ${primaryButton}
`;
const QuietButton = styled.button`
  ${secondaryButton}
`;
/** The module's paragraphs, table and buttons, spaced as the module page spaces its own children. */
const Body = styled.div`
  ${stack(2)}
`;
/**
 * On a wide screen a table; on a phone each session a block of its own, every value under its column's name (the
 * cells carry it in data-label), so that nothing hides behind a sideways scroll.
 */
const Scroll = styled.div`
  td {
    white-space: nowrap;
  }
  @media (max-width: 40rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
      border-bottom: 1px solid var(--vmx-color-border);
      padding-bottom: var(--vmx-space);
    }
    && th[scope='row'] {
      grid-column: 1 / -1;
      border-bottom: 0;
    }
    && td {
      display: block;
      border-bottom: 0;
      white-space: normal;
    }
    td::before {
      content: attr(data-label);
      display: block;
      font-size: 0.85em;
      color: var(--vmx-color-muted);
    }
  }
`;

export function AttendanceModule({ description }: { description: string | null }) {
  const t = useTexts(ATTENDANCE_TEXTS);
  const my = useMyAreaText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const attendance = useQuery({
    queryKey: [...scopeKey(queryScope(context, language)), 'myarea-attendance', eventId, userId] as const,
    queryFn: ({ signal }) => getAttendance(context.http, eventId!, language, signal),
    enabled: eventId !== null && userId !== null,
  });
  return (
    <Body part="myarea-attendance">
      {description && <p>{description}</p>}
      <p>{t('attendance.explain')}</p>
      <AsyncView
        query={attendance}
        texts={{ loading: my('myArea.loading'), error: t('attendance.error'), retry: my('myArea.retry') }}
        layout="block"
      >
        {(summary) => <Summary summary={summary} eventId={eventId!} />}
      </AsyncView>
    </Body>
  );
}

function Summary({ summary, eventId }: { summary: AttendanceSummary; eventId: number }) {
  const t = useTexts(ATTENDANCE_TEXTS);
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? undefined);
  const captionId = useId();
  const { Rule, Sessions } = summary;
  if (!Rule.Active) return <p>{t('attendance.inactive')}</p>;
  const hours = (value: number) => formatCreditHours(value, language);
  const when = (start: string, end: string) => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
    return `${day.format(new Date(start))}, ${time.format(new Date(start))}–${time.format(new Date(end))}`;
  };
  return (
    <>
      <p>{t('attendance.rule', { share: String(Rule.MinimumSharePercent), factor: hours(Rule.CreditHoursPerHour) })}</p>
      {Rule.AccreditationText && <p>{Rule.AccreditationText}</p>}
      <Section part="attendance-sessions" aria-labelledby={captionId}>
        <h3 id={captionId}>{t('attendance.caption')}</h3>
        {Sessions.length === 0 ? (
          <p>{t('attendance.empty')}</p>
        ) : (
          <Scroll>
            <Table aria-labelledby={captionId}>
              <thead>
                <tr>
                  <th scope="col">{t('attendance.session')}</th>
                  <th scope="col">{t('attendance.time')}</th>
                  <th scope="col">{t('attendance.live')}</th>
                  <th scope="col">{t('attendance.onDemand')}</th>
                  <th scope="col">{t('attendance.share')}</th>
                  <th scope="col">{t('attendance.counts')}</th>
                </tr>
              </thead>
              <tbody>
                {Sessions.map((session) => (
                  <tr key={session.SessionId} data-session={session.SessionId}>
                    <th scope="row">{session.Title}</th>
                    <td data-label={t('attendance.time')}>{when(session.Start, session.End)}</td>
                    <td data-label={t('attendance.live')}>{formatHoursMinutes(session.LiveSeconds)}</td>
                    <td data-label={t('attendance.onDemand')}>{formatHoursMinutes(session.OnDemandSeconds)}</td>
                    <td data-label={t('attendance.share')}>{t('attendance.sharePercent', { share: String(session.SharePercent) })}</td>
                    <td data-label={t('attendance.counts')}>
                      {session.Counts ? `${t('attendance.yes')} (${hours(session.CreditHours)})` : t('attendance.no')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
        <p>
          <strong>{t('attendance.total', { hours: hours(summary.TotalCreditHours) })}</strong>
        </p>
      </Section>
      <ModuleActions eventId={eventId} anyCounts={Sessions.some((session) => session.Counts)} anyRecorded={Sessions.length > 0} />
    </>
  );
}

function ModuleActions({ eventId, anyCounts, anyRecorded }: { eventId: number; anyCounts: boolean; anyRecorded: boolean }) {
  const t = useTexts(ATTENDANCE_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const href = useRouteHref();
  const client = useQueryClient();
  const scope = queryScope(context, language);
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const certify = useMutation({
    mutationFn: (): Promise<IssuedCertificate> => createCertificate(context.http, eventId, language),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsQueries.userDocumentsKey(scope) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteAttendance(context.http, eventId),
    onSuccess: async () => {
      setAsking(false);
      setDeleted(true);
      await client.invalidateQueries({ queryKey: [...scopeKey(scope), 'myarea-attendance'] });
    },
  });

  return (
    <Actions part="attendance-actions">
      {anyCounts ? (
        <PrimaryButton
          type="button"
          aria-disabled={certify.isPending || undefined}
          onClick={() => {
            if (!certify.isPending) certify.mutate();
          }}
        >
          {t('attendance.create')}
        </PrimaryButton>
      ) : (
        anyRecorded && <p>{t('attendance.nothingCounts')}</p>
      )}
      {anyRecorded && (
        <QuietButton type="button" onClick={() => setAsking(true)}>
          {t('attendance.delete')}
        </QuietButton>
      )}
      <p role="status">
        {certify.isPending && t('attendance.creating')}
        {certify.isSuccess && (
          <>
            {t('attendance.created', { code: certify.data.Code })}{' '}
            <a href={href('MyAreaPage', { module: 'documents' })}>{t('attendance.toDocuments')}</a>
          </>
        )}
        {deleted && !anyRecorded && t('attendance.deleted')}
      </p>
      {certify.isError && <ErrorText role="alert">{t('attendance.createFailed')}</ErrorText>}
      {asking && (
        <ConfirmDelete
          texts={{
            title: t('attendance.deleteTitle'),
            explain: t('attendance.deleteExplain'),
            failed: t('attendance.deleteFailed'),
            confirm: t('attendance.deleteConfirm'),
            deleting: t('attendance.deleting'),
            cancel: t('attendance.deleteCancel'),
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
