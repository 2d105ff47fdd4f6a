/**
 * The moderators' page (my area's module moderation, /myarea/{i}/{e}/{l}/moderation; contracts/messaging.ts GET
 * /api/Messages/Reports and its decisions): the reports of messages, by status in tabs (ui/Tabs; those to review
 * first). Each shows the reported message as plain text (one already removed is marked so), its sender (and whether
 * they are suspended), who reported it, the reason, their note and when both were written, in the event's language
 * and time zone (core/networking/messageTime.ts, as the inbox). Its decisions: Dismiss at once; Remove message and
 * Suspend sender after a confirmation in the house dialog (ui/Dialog), since neither can be undone. A decision updates
 * the report where it is (its status, and the words that replace its buttons, which take focus); the other tabs read
 * again when next shown. Someone who is not a moderator is told that only the event's moderators see reports (403
 * networking-not-moderator).
 *
 * Texts: moderation.*, report.reason.*, messaging.*. Theme tokens: those of Moderation.styles, Messaging.styles and
 * ui/Tabs. Parts: moderation, moderation-statuses, moderation-report.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { decideReport, type ReportDecision } from '../../../api/messaging';
import { NETWORKING_REFUSALS, REPORT_STATUSES, type MessageReport, type ReportsAnswer, type ReportStatus } from '../../../contracts';
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
import { Decided, Facts, Mark, Quote, ReportCard, Reports } from './Moderation.styles';

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
              <Reports>
                {answer.Reports.map((report) => (
                  <Report key={report.Id} report={report} listed={status} messaging={messaging} />
                ))}
              </Reports>
            )
          }
        </AsyncView>
      </Tabs>
    </Page>
  );
}

/** The decisions a report still allows: none is undone, but a dismissed report may still be acted on. */
function decisionsFor(report: MessageReport): ReportDecision[] {
  switch (report.Status) {
    case 'open':
      return ['Dismiss', 'RemoveMessage', 'SuspendSender'];
    case 'dismissed':
      return ['RemoveMessage', 'SuspendSender'];
    case 'removed':
      return report.SenderSuspended ? [] : ['SuspendSender'];
    case 'suspended':
      return [];
  }
}

const BUTTON = {
  Dismiss: { text: 'moderation.dismiss', label: 'moderation.dismissLabel' },
  RemoveMessage: { text: 'moderation.remove', label: 'moderation.removeLabel' },
  SuspendSender: { text: 'moderation.suspend', label: 'moderation.suspendLabel' },
} as const;

function Report({ report, listed, messaging }: { report: MessageReport; listed: ReportStatus; messaging: MessagingRef }) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const headingId = useId();
  const decided = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState<Exclude<ReportDecision, 'Dismiss'> | null>(null);
  const [done, setDone] = useState(0);
  const { scope, eventId, userId } = messaging;
  const message = report.Message;
  const sender = shownName(message.SenderName, t);

  const decide = useMutation({
    mutationFn: (decision: ReportDecision) => decideReport(context.http, eventId, report.Id, decision),
    onSuccess: (updated) => {
      // Where it is listed, the report changes in place; every status's list reads again when next shown.
      client.setQueryData<ReportsAnswer>(messagingQueries.reports(scope, eventId, userId, listed).queryKey, (answer) =>
        answer ? { Reports: answer.Reports.map((candidate) => (candidate.Id === updated.Id ? updated : candidate)) } : answer,
      );
      void client.invalidateQueries({ queryKey: messagingQueries.reportsKey(scope, eventId, userId), refetchType: 'none' });
      setAsking(null);
      setDone((count) => count + 1);
    },
  });

  // The buttons that decided are gone: the words in their place take focus (after the dialog gave it back).
  useEffect(() => {
    if (done > 0) decided.current?.focus();
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
      <h3 id={headingId}>
        {t('moderation.heading', { name: sender })}
        {message.Removed && <Mark data-networking="removed">{t('moderation.removedMark')}</Mark>}
      </h3>
      <Quote data-removed={message.Removed || undefined}>
        <VisuallyHidden>{t('moderation.message')}: </VisuallyHidden>
        {message.Text}
      </Quote>
      <Facts>
        <dt>{t('moderation.sender')}</dt>
        <dd>{report.SenderSuspended ? t('moderation.senderSuspended', { name: sender }) : sender}</dd>
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
      {done > 0 && (
        <Decided ref={decided} tabIndex={-1}>
          {t('moderation.decided', { status: t(`moderation.status.${report.Status}`) })}
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
        <Dialog
          open
          title={asking === 'RemoveMessage' ? t('moderation.removeTitle') : t('moderation.suspendTitle', { name: sender })}
          closeLabel={t('moderation.cancel')}
          onClose={() => setAsking(null)}
        >
          <ConfirmBody
            explain={asking === 'RemoveMessage' ? t('moderation.removeExplain') : t('moderation.suspendExplain', { name: sender })}
            confirm={t(asking === 'RemoveMessage' ? 'moderation.remove' : 'moderation.suspend')}
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
