/**
 * Evaluation: the signed-in user's sessions to evaluate (GET SessionsForEvaluation) with their done flags,
 * sorted by title or status (docs/rules/content-areas.md section 9), each with its start in the event language; a
 * session opens for evaluation once it has started (in the event's time), or at any time for a super user
 * (section 4; docs/rules/shell-access-identity.md section 6): until then its row says so and has no button. A session
 * evaluated already says so and offers no Evaluate button either (the server would refuse a second one); when
 * its button goes away under the keyboard (the thanks closed, the list read again), focus moves to its status.
 * Below,
 * the evaluation of the congress. Evaluate opens the evaluation modal (EvaluationDialog). One body for the
 * survey page, <vmx-evaluation> and the my-area module; a signed-out visitor is asked to sign in, unless the
 * event opens evaluation without an account (activateEvaluationUrlsWithoutUser, docs/rules/shell-access-identity.md
 * section 3): then the same list, told that the answers are anonymous, with this browser's done evaluations.
 *
 * Texts: evaluation.intro, evaluation.sessions, evaluation.sort, evaluation.sort.title,
 * evaluation.sort.status, evaluation.loading, evaluation.error, evaluation.retry, evaluation.empty,
 * evaluation.untitled, evaluation.status.done, evaluation.status.open, evaluation.status.notYet,
 * evaluation.status.notYetUnknown, evaluation.evaluate, evaluation.evaluateSession, evaluation.signedOut,
 * evaluation.signIn, evaluation.event.title, evaluation.event.intro, evaluation.event.button,
 * evaluation.column.start, evaluation.anonymous (EVENT_KEY_TEXTS) (and EvaluationDialog's).
 * Theme tokens: see Evaluation.styles.ts. Parts: evaluation, evaluation-row, evaluation-event.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SessionForEvaluation } from '../../contracts';
import { DEFAULT_EVALUATION_SORT, evaluationRowState, evaluationStartText, type EvaluationTarget } from '../../core/evaluation/evaluation';
import { EVALUATION_SORTS, sortSessionsForEvaluation, type EvaluationSort } from '../../core/evaluation/sort';
import { withLocalDone } from '../../core/evaluation/anonymous';
import { EVALUATION_TEXTS } from '../../core/evaluation/texts';
import { EVENT_KEY_TEXTS } from '../../core/eventKeyTexts';
import { programmeDateFormat } from '../../core/programme/dateFormat';
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { useRouteHref } from '../../ui/platformLinks';
import { useNow } from '../../store/useNow';
import { AsyncView } from '../../ui/AsyncView';
import { Button } from '../../ui/form';
import { Box, ErrorText, EventBox, Meta, Notice, Row, Rows, RowText, Section, SortField, Status } from './Evaluation.styles';
import { EvaluationDialog } from './EvaluationDialog';
import { useAnonymousDone, useAnonymousEvaluation } from './useAnonymousEvaluation';
import { useSessionsForEvaluation } from './useEvaluation';

/** How often a row looks at the clock again, so an evaluation opens on screen when its session starts. */
export const EVALUATION_CLOCK_MS = 30_000;

export interface EvaluationProps {
  /** The sort to show; without onSortChange the component keeps its own. */
  sort?: EvaluationSort;
  onSortChange?: (sort: EvaluationSort) => void;
  /** Open this session's evaluation as soon as the list shows it (when it is open for evaluation). */
  openSessionId?: number | null;
}

export function Evaluation({ sort: givenSort, onSortChange, openSessionId = null }: EvaluationProps) {
  const t = useTexts(EVALUATION_TEXTS);
  const keyTexts = useTexts(EVENT_KEY_TEXTS);
  const signedIn = useEventState((state) => state.user !== null);
  const anonymous = useAnonymousEvaluation();
  const [ownSort, setOwnSort] = useState<EvaluationSort>(givenSort ?? DEFAULT_EVALUATION_SORT);
  const sort = onSortChange ? (givenSort ?? DEFAULT_EVALUATION_SORT) : ownSort;
  const [target, setTarget] = useState<EvaluationTarget | null>(null);
  // The session whose evaluation was closed last: its row takes focus back if its button is gone.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const eventTitleId = useId();
  const open = (next: EvaluationTarget) => {
    setReturnTo(null);
    setTarget(next);
  };
  const close = () => {
    setReturnTo(target?.kind === 'session' ? target.sessionId : null);
    setTarget(null);
  };

  if (!signedIn && !anonymous) return <SignedOut />;
  return (
    <Box part="evaluation">
      {anonymous && <Notice data-anonymous>{keyTexts('evaluation.anonymous')}</Notice>}
      <p>{t('evaluation.intro')}</p>
      <SessionList
        sort={sort}
        onSortChange={onSortChange ?? setOwnSort}
        openSessionId={openSessionId}
        onOpen={open}
        returnTo={target === null ? returnTo : null}
      />
      <EventBox part="evaluation-event" aria-labelledby={eventTitleId}>
        <h2 id={eventTitleId}>{t('evaluation.event.title')}</h2>
        <p>{t('evaluation.event.intro')}</p>
        <Button type="button" onClick={() => open({ kind: 'event' })}>
          {t('evaluation.event.button')}
        </Button>
      </EventBox>
      {target && <EvaluationDialog target={target} onClose={close} />}
    </Box>
  );
}

function SignedOut() {
  const t = useTexts(EVALUATION_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const href = useRouteHref();
  // The sign-in page comes back to the survey page (a path of the platform, whichever element shows this).
  const returnUrl = buildPath('SurveyPage', { instance: context.instance, event: context.event, language });
  return (
    <Notice>
      {t('evaluation.signedOut')} <a href={href('LoginPage', {}, { returnUrl })}>{t('evaluation.signIn')}</a>
    </Notice>
  );
}

interface SessionListProps {
  sort: EvaluationSort;
  onSortChange: (sort: EvaluationSort) => void;
  openSessionId: number | null;
  onOpen: (target: EvaluationTarget) => void;
  /** The session whose closed evaluation focus returns to. */
  returnTo: number | null;
}

function SessionList({ sort, onSortChange, openSessionId, onOpen, returnTo }: SessionListProps) {
  const t = useTexts(EVALUATION_TEXTS);
  const sessions = useSessionsForEvaluation();
  const now = useNow(EVALUATION_CLOCK_MS);
  const superUser = useEventState((state) => state.superUser);
  const anonymous = useAnonymousEvaluation();
  const { done } = useAnonymousDone();
  const listed = useMemo(
    () => (anonymous ? withLocalDone(sessions.data ?? [], done) : (sessions.data ?? [])),
    [anonymous, sessions.data, done],
  );
  const sorted = useMemo(() => sortSessionsForEvaluation(listed, sort), [listed, sort]);
  const headingId = useId();
  const sortId = useId();

  // The session asked for opens once, as soon as the list shows it open for evaluation.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (openSessionId === null || opened.current === openSessionId || !sessions.data) return;
    const session = listed.find((candidate) => candidate.SessionId === openSessionId);
    if (!session || evaluationRowState(session, now, superUser) === 'not-yet') return;
    opened.current = openSessionId;
    onOpen({ kind: 'session', sessionId: session.SessionId, name: session.SessionName.trim() || t('evaluation.untitled') });
  }, [openSessionId, sessions.data, listed, now, superUser, onOpen, t]);

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('evaluation.sessions')}</h2>
      <SortField htmlFor={sortId}>
        {t('evaluation.sort')}
        <select id={sortId} value={sort} onChange={(event) => onSortChange(event.target.value as EvaluationSort)}>
          {EVALUATION_SORTS.map((name) => (
            <option key={name} value={name}>
              {t(`evaluation.sort.${name}`)}
            </option>
          ))}
        </select>
      </SortField>
      <AsyncView
        query={sessions}
        texts={{ loading: t('evaluation.loading'), error: t('evaluation.error'), retry: t('evaluation.retry') }}
        layout="block"
        errorBox={ErrorText}
      >
        {() =>
          sorted.length === 0 ? (
            <p>{t('evaluation.empty')}</p>
          ) : (
            <Rows>
              {sorted.map((session) => (
                <SessionRow
                  key={session.SessionId}
                  session={session}
                  now={now}
                  superUser={superUser}
                  onOpen={onOpen}
                  returnFocus={returnTo === session.SessionId}
                />
              ))}
            </Rows>
          )
        }
      </AsyncView>
    </Section>
  );
}

interface SessionRowProps {
  session: SessionForEvaluation;
  now: number;
  superUser: boolean;
  onOpen: (target: EvaluationTarget) => void;
  /** Focus came back from this row's evaluation: if the button is gone (now done), the status takes it. */
  returnFocus: boolean;
}

function SessionRow({ session, now, superUser, onOpen, returnFocus }: SessionRowProps) {
  const t = useTexts(EVALUATION_TEXTS);
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const config = useEventState((state) => state.config.raw);
  const name = session.SessionName.trim() || t('evaluation.untitled');
  const start = evaluationStartText(session.StartDateTime, programmeDateFormat(config, language), language, timeZone);
  const state = evaluationRowState(session, now, superUser);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const status = statusRef.current;
    if (!returnFocus || state !== 'done' || !status) return;
    // Only when focus was lost with the button (nothing focused now), never taken from where the person went.
    const root = status.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (active === null || active === document.body || !active.isConnected) status.focus();
  }, [returnFocus, state]);
  const status =
    state === 'done'
      ? t('evaluation.status.done')
      : state === 'open'
        ? t('evaluation.status.open')
        : start
          ? t('evaluation.status.notYet', { start })
          : t('evaluation.status.notYetUnknown');
  return (
    <Row part="evaluation-row" data-session-id={session.SessionId} data-state={state}>
      <RowText>
        <h3>{name}</h3>
        {start && (
          <Meta>
            {t('evaluation.column.start')}: {start}
          </Meta>
        )}
        <Status ref={statusRef} tabIndex={-1} $done={state === 'done'} data-status={state}>
          {status}
        </Status>
      </RowText>
      {state === 'open' && (
        <Button
          type="button"
          aria-label={t('evaluation.evaluateSession', { name })}
          onClick={() => onOpen({ kind: 'session', sessionId: session.SessionId, name })}
        >
          {t('evaluation.evaluate')}
        </Button>
      )}
    </Row>
  );
}
