/**
 * Which reminder dialog opens on this page, and when (core/reminders/reminders.ts dueDialog): after the
 * configured time on the page, the data-transfer question first; the rating reminder when the signed-in user
 * has sessions open for evaluation that are not yet done (GET SessionsForEvaluation; asked only on a page where
 * the reminder may show and not yet given in this browser session). One dialog per page; the time counts
 * afresh on each page.
 *
 * Texts: none here (the dialogs). Theme tokens: none.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  dataTransferAnswer,
  dataTransferCookie,
  dueDialog,
  parseDataTransfer,
  parseRatingReminder,
  ratingReminderSeenKey,
  sessionsToRate,
  type DataTransferAnswer,
} from '../../core/reminders/reminders';
import { buildPath } from '../../core/routes';
import { queryScope } from '../../store/queries/keys';
import { surveyQueries } from '../../store/queries/survey';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { DataTransferDialog } from './DataTransferDialog';
import { RatingReminderDialog } from './RatingReminderDialog';

/** sessionStorage may be refused (a sandboxed frame): then the reminder counts as given, rather than nagging on every page. */
function readSeen(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return true;
  }
}

function rememberSeen(key: string): void {
  try {
    sessionStorage.setItem(key, 'true');
  } catch {
    // Refused: readSeen already counts it as given.
  }
}

export function Reminders({ route, navigate }: PageProps) {
  // Keyed by the page: the time on the page counts afresh on each one.
  return <RemindersOnPage key={route.name} route={route} navigate={navigate} />;
}

function RemindersOnPage({ route, navigate }: PageProps) {
  const context = useEventContext();
  const raw = useEventState((state) => state.config.raw);
  const { rating, dataTransfer } = useMemo(() => {
    const ratingParsed = parseRatingReminder(raw);
    const transferParsed = parseDataTransfer(raw);
    [...ratingParsed.warnings, ...transferParsed.warnings].forEach((warning) => console.warn(`[vmx] ${warning}`));
    return { rating: ratingParsed.settings, dataTransfer: transferParsed.settings };
  }, [raw]);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const superUser = useEventState((state) => state.superUser);
  const language = useEventState((state) => state.language);
  const seenKey = ratingReminderSeenKey(context.instance, context.event);
  const sessions = useQuery({
    ...surveyQueries.evaluationSessions(queryScope(context, ''), eventId, userId),
    enabled: rating.active && rating.pages.includes(route.name) && !readSeen(seenKey) && eventId !== null && userId !== null,
  });
  const [answered, setAnswered] = useState(() => dataTransferAnswer(document.cookie) !== null);
  const [closed, setClosed] = useState(false);
  const [timeUp, setTimeUp] = useState<'dataTransfer' | 'rating' | null>(null);

  const toRate = useMemo(() => sessionsToRate(sessions.data ?? [], Date.now(), superUser), [sessions.data, superUser]);
  const due = closed
    ? null
    : dueDialog({
        routeName: route.name,
        signedIn: userId !== null,
        dataTransfer,
        dataTransferAnswered: answered,
        rating,
        ratingRemindedThisSession: readSeen(seenKey),
        sessionsToRate: toRate.length,
      });
  const dueDialogName = due?.dialog ?? null;
  const delayMs = (due?.delaySeconds ?? 0) * 1000;
  useEffect(() => {
    if (!dueDialogName) return;
    const timer = setTimeout(() => setTimeUp(dueDialogName), delayMs);
    return () => clearTimeout(timer);
  }, [dueDialogName, delayMs]);

  if (!due || timeUp !== due.dialog) return null;
  if (due.dialog === 'dataTransfer') {
    const answer = (value: DataTransferAnswer) => {
      document.cookie = dataTransferCookie(value, location.protocol === 'https:');
      setAnswered(true);
      // One dialog per page: the rating reminder waits for the next one.
      setClosed(true);
    };
    return (
      <DataTransferDialog
        recipient={dataTransfer.recipient ?? ''}
        privacyUrl={dataTransfer.privacyUrl}
        onAnswer={answer}
        // Closed without an answer: asked again on a later page.
        onClose={() => setClosed(true)}
      />
    );
  }
  const close = () => {
    rememberSeen(seenKey);
    setClosed(true);
  };
  const evaluationHref = buildPath('MyAreaPage', { instance: context.instance, event: context.event, language, module: 'evaluation' });
  return (
    <RatingReminderDialog
      sessions={toRate}
      onLater={close}
      onRateNow={() => {
        close();
        navigate(evaluationHref);
      }}
      evaluationHref={evaluationHref}
    />
  );
}
