/**
 * The general assembly (AssemblyPage, docs/rules/shell-access-identity.md section 2; its route guard and the access
 * policy: section 6). For society members: when and where (with the assembly's session in the programme), the
 * live stream (a player while it is to come or in session, when one is configured; otherwise when it starts, in
 * the event's language and time zone), the agenda with each item's time and presenter, the documents (PDFs,
 * fetched with the user's token) and, once the assembly has ended (core/assembly minutesVisible, at the server's
 * time), the minutes. Signed out: a sign-in link that returns here. A signed-in non-member: what the server says
 * (403: members only); an event's Page policy closes the page before this (the shell's access-denied dialog).
 *
 * Texts: assembly.*. Theme tokens: those of Assembly.styles.
 */
import { useId, useRef, useState } from 'react';
import { getAssemblyDocument } from '../../api/assembly';
import type { Assembly, AssemblyDocument } from '../../contracts';
import { returnPath } from '../../core/access/flow';
import { assemblyPhase, formatAssemblyClock, formatAssemblyTime, minutesVisible } from '../../core/assembly/assembly';
import { ASSEMBLY_TEXTS } from '../../core/assembly/texts';
import { useServerClockOffset } from '../../store/accessData';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { useNow } from '../../store/useNow';
import { AsyncView } from '../../ui/AsyncView';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { Agenda, AgendaItem, DocumentButton, Documents, ErrorText, Facts, Minutes } from './Assembly.styles';
import { MutedText, Notice, PageColumn, PageSection } from '../../ui/styles/page';
import { AssemblyStream } from './AssemblyStream';
import { useAssembly } from './useAssembly';

/** How often the page looks at the clock: the stream and the minutes follow the assembly's start and end. */
const CLOCK_MS = 30_000;
/** How long an object URL of an opened document lives: long enough for the browser to show or save it. */
const REVOKE_AFTER_MS = 60_000;

export function AssemblyPage({ route }: PageProps) {
  const t = useTexts(ASSEMBLY_TEXTS);
  const href = useRouteHref();
  const signedIn = useEventState((state) => state.user !== null);
  const assembly = useAssembly();

  if (!signedIn) {
    return (
      <PageColumn data-page="assembly" data-access="signed-out">
        <p>{t('assembly.signedOut')}</p>
        <p>
          <a href={href('LoginPage', {}, { returnUrl: returnPath(route) })} data-link="sign-in">
            {t('assembly.signIn')}
          </a>
        </p>
      </PageColumn>
    );
  }
  return (
    <AsyncView query={assembly} texts={{ loading: t('assembly.loading'), error: t('assembly.error'), retry: t('assembly.retry') }}>
      {(result) =>
        result.status === 'membersOnly' ? (
          <PageColumn data-page="assembly" data-access="members-only">
            <p role="alert">{t('assembly.membersOnly')}</p>
          </PageColumn>
        ) : result.status === 'none' ? (
          <PageColumn data-page="assembly" data-access="none">
            <p>{t('assembly.none')}</p>
          </PageColumn>
        ) : (
          <AssemblyView assembly={result.assembly} />
        )
      }
    </AsyncView>
  );
}

function AssemblyView({ assembly }: { assembly: Assembly }) {
  const t = useTexts(ASSEMBLY_TEXTS);
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const offset = useServerClockOffset();
  const now = useNow(CLOCK_MS) + (offset ?? 0);
  const phase = assemblyPhase(assembly, now);
  const ids = useId();
  const when = `${formatAssemblyTime(assembly.StartTime, language, timeZone)} – ${formatAssemblyClock(assembly.EndTime, language, timeZone)}`;

  return (
    <PageColumn data-page="assembly" data-access="member" data-phase={phase}>
      <h2>{assembly.Title}</h2>
      <p>{assembly.Description}</p>
      <Facts>
        <dt>{t('assembly.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('assembly.where')}</dt>
        <dd>{assembly.Location}</dd>
      </Facts>
      {assembly.SessionId !== null && (
        <p>
          <a href={href('SessionPage', { sessionId: assembly.SessionId })} data-link="session">
            {t('assembly.inProgramme')}
          </a>
        </p>
      )}

      <PageSection aria-labelledby={`${ids}-stream`} data-section="stream">
        <h2 id={`${ids}-stream`}>{t('assembly.stream')}</h2>
        {phase === 'ended' ? (
          <Notice>{t('assembly.stream.ended', { date: formatAssemblyTime(assembly.EndTime, language, timeZone) })}</Notice>
        ) : (
          <>
            {phase === 'upcoming' ? (
              <Notice data-stream="starts-at">
                {t('assembly.stream.startsAt', { date: formatAssemblyTime(assembly.StartTime, language, timeZone) })}
              </Notice>
            ) : (
              <p>{t('assembly.stream.live')}</p>
            )}
            {assembly.Stream ? (
              <AssemblyStream stream={assembly.Stream} />
            ) : (
              phase === 'live' && <Notice>{t('assembly.stream.none')}</Notice>
            )}
          </>
        )}
      </PageSection>

      <PageSection aria-labelledby={`${ids}-agenda`} data-section="agenda">
        <h2 id={`${ids}-agenda`}>{t('assembly.agenda')}</h2>
        <Agenda>
          {assembly.Agenda.map((item) => (
            <AgendaItem key={item.Id} data-agenda-item={item.Id}>
              {item.StartTime ? <time dateTime={item.StartTime}>{formatAssemblyClock(item.StartTime, language, timeZone)}</time> : <span />}
              <div>
                <h3>{item.Title}</h3>
                {item.Presenter && <MutedText>{t('assembly.presenter', { name: item.Presenter })}</MutedText>}
                {item.Description && <p>{item.Description}</p>}
              </div>
            </AgendaItem>
          ))}
        </Agenda>
      </PageSection>

      <PageSection aria-labelledby={`${ids}-documents`} data-section="documents">
        <h2 id={`${ids}-documents`}>{t('assembly.documents')}</h2>
        {assembly.Documents.length === 0 ? <p>{t('assembly.documents.none')}</p> : <DocumentList documents={assembly.Documents} />}
      </PageSection>

      <PageSection aria-labelledby={`${ids}-minutes`} data-section="minutes">
        <h2 id={`${ids}-minutes`}>{t('assembly.minutes')}</h2>
        {!minutesVisible(assembly, now) ? (
          <p>{t('assembly.minutes.later')}</p>
        ) : assembly.Minutes ? (
          <Minutes data-minutes="">
            <SanitizedHtml html={assembly.Minutes} />
          </Minutes>
        ) : (
          <p>{t('assembly.minutes.pending')}</p>
        )}
      </PageSection>
    </PageColumn>
  );
}

/** The documents as buttons: each fetches its PDF with the user's token and opens it (a plain link would carry none). */
function DocumentList({ documents }: { documents: AssemblyDocument[] }) {
  const t = useTexts(ASSEMBLY_TEXTS);
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? 0);
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const [failed, setFailed] = useState<number | null>(null);
  const busy = useRef(false);

  async function open(document: AssemblyDocument) {
    if (busy.current) return;
    busy.current = true;
    setFailed(null);
    // Opened before the fetch, inside the click: a window opened after an await is taken for a pop-up and blocked.
    const target = window.open('', '_blank');
    try {
      const blob = await getAssemblyDocument(context.http, eventId, language, document.Id);
      const url = URL.createObjectURL(blob);
      if (target) target.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch {
      target?.close();
      setFailed(document.Id);
    } finally {
      busy.current = false;
    }
  }

  const failedDocument = documents.find((document) => document.Id === failed);
  return (
    <>
      <Documents>
        {documents.map((document) => (
          <li key={document.Id} data-document={document.Id}>
            <DocumentButton type="button" onClick={() => void open(document)}>
              {t('assembly.document.open', { title: document.Title })}
            </DocumentButton>
            {document.Description && <MutedText>{document.Description}</MutedText>}
          </li>
        ))}
      </Documents>
      {failedDocument && <ErrorText role="alert">{t('assembly.document.failed', { title: failedDocument.Title })}</ErrorText>}
    </>
  );
}
