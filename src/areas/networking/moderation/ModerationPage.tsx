/**
 * The moderators' page (my area's module moderation, /myarea/{i}/{e}/{l}/moderation; contracts/messaging.ts GET
 * /api/Messages/Reports and its decisions): the reports of messages, by status in tabs (ui/Tabs; those to review
 * first), newest first, a page at a time: "Show more reports" asks for the page after the last report shown (by its
 * id, so that reports decided meanwhile, which left the status's list on the server, move nothing), merged into the
 * same entry as the first; the first new report's heading then takes focus and a status says how many came (at the
 * end, the words saying so take it). Each shows the reported message as plain text (one already removed is marked
 * so), its sender (and whether they are suspended, or were and no longer are), who reported it, the reason, their
 * note and when both were written, in the event's language and time zone (core/networking/messageTime.ts, as the
 * inbox). Its decisions: Dismiss at once; Remove message and Suspend sender after a confirmation in the house dialog
 * (ui/Dialog), since a removal cannot be undone; Lift suspension (for a sender who is suspended) after one too. A
 * decision updates the report where it is (its status, and the words that replace its buttons, which take focus;
 * a suspension, which is the sender's, shows on each of their reports listed); the other tabs read again when next
 * shown. Someone who is not a moderator is told that only the event's moderators see reports (403
 * networking-not-moderator).
 *
 * Texts: moderation.*, report.reason.*, messaging.*. Theme tokens: those of Moderation.styles, Messaging.styles and
 * ui/Tabs. Parts: moderation, moderation-statuses, moderation-report.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { decideReport, getReports, type ReportDecision } from '../../../api/messaging';
import {
  NETWORKING_REFUSALS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  type MessageReport,
  type ReportsAnswer,
  type ReportStatus,
} from '../../../contracts';
import { messageTimeInFull } from '../../../core/networking/messageTime';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { Dialog } from '../../../ui/Dialog';
import { FormNotice } from '../../../ui/form';
import type { PageProps } from '../../../ui/page';
import { Tabs } from '../../../ui/Tabs';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Notice, Page, PrimaryButton, QuietButton } from '../Messaging.styles';
import { refusalOf, shownName, useMessagingRef, useMessagingText } from '../useMessaging';
import { AllShown, Decided, Facts, Mark, Quote, ReportCard, Reports } from './Moderation.styles';

export function ModerationPage(_props: PageProps) {
  const t = useMessagingText();
  const messaging = useMessagingRef();
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  return <Moderation messaging={messaging} />;
}

function Moderation({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useQuery(messagingQueries.reports(messaging.scope, messaging.eventId, messaging.userId, status));

  if (refusalOf(query.error) === NETWORKING_REFUSALS.notModerator) {
    return (
      <Page part="moderation">
        <Notice data-networking="not-moderator">
          <p>{t('moderation.notModerator')}</p>
        </Notice>
      </Page>
    );
  }

  return (
    <Page part="moderation" data-networking="moderation">
      <p>{t('moderation.intro')}</p>
      <Tabs
        tabs={REPORT_STATUSES}
        selected={status}
        onSelect={setStatus}
        label={t('moderation.statuses')}
        tabLabel={(tab) => t(`moderation.status.${tab}`)}
        part="moderation-statuses"
      >
        <AsyncView
          query={query}
          texts={{ loading: t('messaging.loading'), error: t('moderation.error'), retry: t('messaging.retry') }}
          layout="block"
        >
          {(answer) =>
            answer.Reports.length === 0 ? (
              <p>{t('moderation.none')}</p>
            ) : (
              <ReportList key={status} answer={answer} status={status} messaging={messaging} />
            )
          }
        </AsyncView>
      </Tabs>
    </Page>
  );
}

/**
 * A status's reports as loaded so far, and "Show more reports" while older ones exist. The next page is asked after
 * the last report shown, whatever its status is now, and merged into the status's entry (unless that entry was read
 * anew meanwhile: then the page would not follow on from it).
 */
function ReportList({ answer, status, messaging }: { answer: ReportsAnswer; status: ReportStatus; messaging: MessagingRef }) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const { scope, eventId, userId } = messaging;
  const list = useRef<HTMLOListElement>(null);
  const allShown = useRef<HTMLParagraphElement>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  // How many the last "Show more" brought (null: not pressed yet).
  const [loaded, setLoaded] = useState<{ count: number } | null>(null);
  // Where focus goes once the page is shown (the entry's update may render after `loaded`'s).
  const focusNext = useRef<number | 'end' | null>(null);

  const showMore = () => {
    const last = answer.Reports.at(-1);
    if (!last || more === 'loading') return;
    setMore('loading');
    getReports(context.http, eventId, status, { before: last.Id, take: REPORTS_PAGE_SIZE }).then(
      (page) => {
        const shown = new Set(answer.Reports.map((report) => report.Id));
        const fresh = page.Reports.filter((report) => !shown.has(report.Id));
        client.setQueryData<ReportsAnswer>(messagingQueries.reports(scope, eventId, userId, status).queryKey, (current) =>
          current && current.Reports.at(-1)?.Id === last.Id ? { Reports: [...current.Reports, ...fresh], HasMore: page.HasMore } : current,
        );
        setMore('idle');
        focusNext.current = fresh[0]?.Id ?? 'end';
        setLoaded({ count: fresh.length });
      },
      () => setMore('failed'),
    );
  };

  // The reader reads on at the first new report; when none came, the words that say it is the end take focus (the
  // button they pressed is gone).
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    const target = next === 'end' ? allShown.current : list.current?.querySelector<HTMLElement>(`[data-report="${next}"] h3`);
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [loaded, answer]);

  return (
    <>
      <Reports ref={list}>
        {answer.Reports.map((report) => (
          <Report key={report.Id} report={report} listed={status} messaging={messaging} />
        ))}
      </Reports>
      {answer.HasMore ? (
        <p>
          <QuietButton type="button" aria-disabled={more === 'loading' || undefined} data-networking="more-reports" onClick={showMore}>
            {t(more === 'loading' ? 'moderation.moreLoading' : 'moderation.more')}
          </QuietButton>
        </p>
      ) : (
        loaded && (
          <AllShown ref={allShown} tabIndex={-1}>
            {t('moderation.allShown')}
          </AllShown>
        )
      )}
      {more === 'failed' && <ErrorText role="alert">{t('moderation.moreError')}</ErrorText>}
      <VisuallyHidden role="status">{loaded && loaded.count > 0 ? t('moderation.moreShown', { count: loaded.count }) : ''}</VisuallyHidden>
    </>
  );
}

/**
 * The decisions a report still allows: none is undone, but a dismissed report may still be acted on; a suspension is
 * the sender's, lifted from any of their reports, and a report whose suspension was lifted may suspend them again.
 */
function decisionsFor(report: MessageReport): ReportDecision[] {
  const suspension: ReportDecision = report.SenderSuspended ? 'LiftSuspension' : 'SuspendSender';
  switch (report.Status) {
    case 'open':
      return ['Dismiss', 'RemoveMessage', suspension];
    case 'dismissed':
      return ['RemoveMessage', suspension];
    case 'removed':
    case 'suspended':
      return [suspension];
  }
}

const BUTTON = {
  Dismiss: { text: 'moderation.dismiss', label: 'moderation.dismissLabel' },
  RemoveMessage: { text: 'moderation.remove', label: 'moderation.removeLabel' },
  SuspendSender: { text: 'moderation.suspend', label: 'moderation.suspendLabel' },
  LiftSuspension: { text: 'moderation.lift', label: 'moderation.liftLabel' },
} as const;

/** The decisions asked about first, with the dialog's title, its explanation and its button. */
type Confirmed = Exclude<ReportDecision, 'Dismiss'>;
const CONFIRM = {
  RemoveMessage: { title: 'moderation.removeTitle', explain: 'moderation.removeExplain', confirm: 'moderation.remove' },
  SuspendSender: { title: 'moderation.suspendTitle', explain: 'moderation.suspendExplain', confirm: 'moderation.suspend' },
  LiftSuspension: { title: 'moderation.liftTitle', explain: 'moderation.liftExplain', confirm: 'moderation.lift' },
} as const;

function Report({ report, listed, messaging }: { report: MessageReport; listed: ReportStatus; messaging: MessagingRef }) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const headingId = useId();
  const decided = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState<Confirmed | null>(null);
  // The decisions taken here, and the last of them (its words replace the buttons).
  const [done, setDone] = useState<{ count: number; decision: ReportDecision }>({ count: 0, decision: 'Dismiss' });
  const { scope, eventId, userId } = messaging;
  const message = report.Message;
  const sender = shownName(message.SenderName, t);

  const decide = useMutation({
    mutationFn: (decision: ReportDecision) => decideReport(context.http, eventId, report.Id, decision),
    onSuccess: (updated, decision) => {
      // Where it is listed, the report changes in place, and the sender's suspension on each of their reports; every
      // status's list reads again when next shown.
      const sender = updated.Message.SenderId;
      client.setQueryData<ReportsAnswer>(messagingQueries.reports(scope, eventId, userId, listed).queryKey, (answer) =>
        answer
          ? {
              ...answer,
              Reports: answer.Reports.map((candidate) =>
                candidate.Id === updated.Id
                  ? updated
                  : candidate.Message.SenderId === sender
                    ? { ...candidate, SenderSuspended: updated.SenderSuspended }
                    : candidate,
              ),
            }
          : answer,
      );
      void client.invalidateQueries({ queryKey: messagingQueries.reportsKey(scope, eventId, userId), refetchType: 'none' });
      setAsking(null);
      setDone((last) => ({ count: last.count + 1, decision }));
    },
  });

  // The buttons that decided are gone: the words in their place take focus (after the dialog gave it back).
  useEffect(() => {
    if (done.count > 0) decided.current?.focus();
  }, [done]);

  const decisions = decisionsFor(report);
  const press = (decision: ReportDecision) => {
    if (decide.isPending) return;
    decide.reset();
    if (decision === 'Dismiss') decide.mutate(decision);
    else setAsking(decision);
  };

  return (
    <ReportCard part="moderation-report" aria-labelledby={headingId} data-report={report.Id} data-status={report.Status}>
      <h3 id={headingId} tabIndex={-1}>
        {t('moderation.heading', { name: sender })}
        {message.Removed && <Mark data-networking="removed">{t('moderation.removedMark')}</Mark>}
      </h3>
      <Quote data-removed={message.Removed || undefined}>
        <VisuallyHidden>{t('moderation.message')}: </VisuallyHidden>
        {message.Text}
      </Quote>
      <Facts>
        <dt>{t('moderation.sender')}</dt>
        <dd data-networking="report-sender">
          {report.SenderSuspended
            ? t('moderation.senderSuspended', { name: sender })
            : report.Status === 'suspended'
              ? t('moderation.senderLifted', { name: sender })
              : sender}
        </dd>
        <dt>{t('moderation.sentAt')}</dt>
        <dd>
          <time dateTime={message.SentAt}>{messageTimeInFull(message.SentAt, language, timeZone)}</time>
        </dd>
        <dt>{t('moderation.reporter')}</dt>
        <dd>{shownName(report.ReporterName, t)}</dd>
        <dt>{t('moderation.reportedAt')}</dt>
        <dd>
          <time dateTime={report.CreatedAt}>{messageTimeInFull(report.CreatedAt, language, timeZone)}</time>
        </dd>
        <dt>{t('moderation.reason')}</dt>
        <dd>{t(`report.reason.${report.Reason}`)}</dd>
        {report.Note.trim() !== '' && (
          <>
            <dt>{t('moderation.note')}</dt>
            <dd>{report.Note}</dd>
          </>
        )}
        <dt>{t('moderation.status')}</dt>
        <dd data-networking="report-status">{t(`moderation.status.${report.Status}`)}</dd>
      </Facts>
      {done.count > 0 && (
        <Decided ref={decided} tabIndex={-1}>
          {done.decision === 'LiftSuspension'
            ? t('moderation.lifted', { name: sender })
            : t('moderation.decided', { status: t(`moderation.status.${report.Status}`) })}
        </Decided>
      )}
      {decisions.length > 0 && (
        <Actions>
          {decisions.map((decision) => (
            <QuietButton
              key={decision}
              type="button"
              aria-label={t(BUTTON[decision].label, { name: sender })}
              aria-disabled={decide.isPending || undefined}
              data-decision={decision}
              onClick={() => press(decision)}
            >
              {t(decide.isPending && decide.variables === decision ? 'moderation.working' : BUTTON[decision].text)}
            </QuietButton>
          ))}
        </Actions>
      )}
      {decide.isError && asking === null && <ErrorText role="alert">{t('moderation.failed')}</ErrorText>}
      {asking && (
        <Dialog open title={t(CONFIRM[asking].title, { name: sender })} closeLabel={t('moderation.cancel')} onClose={() => setAsking(null)}>
          <ConfirmBody
            explain={t(CONFIRM[asking].explain, { name: sender })}
            confirm={t(CONFIRM[asking].confirm)}
            pending={decide.isPending}
            failed={decide.isError}
            onConfirm={() => {
              if (!decide.isPending) decide.mutate(asking);
            }}
            onCancel={() => setAsking(null)}
          />
        </Dialog>
      )}
    </ReportCard>
  );
}

function ConfirmBody({
  explain,
  confirm,
  pending,
  failed,
  onConfirm,
  onCancel,
}: {
  explain: string;
  confirm: string;
  pending: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useMessagingText();
  return (
    <Page data-networking="moderation-confirm">
      <p>{explain}</p>
      {failed && <FormNotice tone="danger">{t('moderation.failed')}</FormNotice>}
      <Actions>
        <PrimaryButton type="button" aria-disabled={pending || undefined} onClick={onConfirm}>
          {pending ? t('moderation.working') : confirm}
        </PrimaryButton>
        <QuietButton type="button" onClick={onCancel}>
          {t('moderation.cancel')}
        </QuietButton>
      </Actions>
    </Page>
  );
}
