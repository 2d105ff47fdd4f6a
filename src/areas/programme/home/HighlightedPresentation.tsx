/**
 * The home's highlighted presentation (GET /api/Public/HighlightedPresentation, docs/rules/content-areas.md section 7:
 * "the highlighted presentation"): one card with the presentation the server picks (running now, else the
 * next, else the last), its speaker, time and room, the session it is part of, and a link to its page.
 *
 * Ours where the spec is silent: the card shows above the highlighted sessions on the congress home; while it
 * loads, when the event has none (null) or when the call fails, nothing shows (the highlighted sessions beside it
 * carry the section's loading and error states); "On now" marks it while it runs.
 *
 * Texts: home.highlightedPresentation.* (title, running, speaker, time, session, open, openOf, untitled).
 * Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-surface, --vmx-color-muted,
 * --vmx-color-link, --vmx-color-danger, --vmx-color-focus, --vmx-radius, --vmx-space. Parts: none (vmx-app's
 * home is not restyled by a host page).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { personName } from '../../../core/programme';
import { HIGHLIGHTED_PRESENTATION_TEXTS } from '../../../core/programme/highlightedPresentationTexts';
import { programmeInstant } from '../../../core/programme/programmeTime';
import { highlightedPresentationQueries } from '../../../store/queries/highlightedPresentation';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { useRouteHref } from '../../../ui/platformLinks';
import { useProgrammeLanguage, useProgrammeViewer } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { LiveDot, Meta, Section, Session, Sessions } from './OnNowSessions.styles';

/** How often the card looks at the clock again, so "On now" comes and goes on screen. */
const RUNNING_CLOCK_MS = 30_000;

export function HighlightedPresentation() {
  const t = useTexts(HIGHLIGHTED_PRESENTATION_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const headingId = useId();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const now = useNow(RUNNING_CLOCK_MS);
  const { data: presentation } = useQuery(highlightedPresentationQueries.presentation(queryScope(context, language), viewer));
  if (!presentation) return null;

  const name = presentation.Title?.trim() || t('home.highlightedPresentation.untitled');
  const speaker = [presentation.SpeakerTitle, personName(presentation.SpeakerFirstname, presentation.SpeakerSurname)]
    .filter(Boolean)
    .join(' ');
  const start = programmeInstant(presentation.StartDateTime);
  const end = programmeInstant(presentation.EndDateTime);
  const running = start !== null && end !== null && start <= now && now < end;
  const time = format.dateTimeRange(presentation.StartDateTime, presentation.EndDateTime);

  return (
    <Section data-home="highlighted-presentation" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.highlightedPresentation.title')}</h2>
      <Sessions>
        <Session data-presentation-id={presentation.Id}>
          {running && (
            <Meta data-running="">
              <LiveDot aria-hidden="true" />
              {t('home.highlightedPresentation.running')}
            </Meta>
          )}
          <h3>{name}</h3>
          {speaker && (
            <Meta>
              <span>{t('home.highlightedPresentation.speaker')}: </span>
              {speaker}
              {presentation.SpeakerAffiliation && `, ${presentation.SpeakerAffiliation}`}
            </Meta>
          )}
          {time && (
            <Meta>
              <span>{t('home.highlightedPresentation.time')}: </span>
              {[time, presentation.RoomName].filter(Boolean).join(', ')}
            </Meta>
          )}
          {presentation.SessionName && (
            <Meta>
              <a href={href('SessionPage', { sessionId: presentation.SessionId })}>
                {t('home.highlightedPresentation.session', { name: presentation.SessionName })}
              </a>
            </Meta>
          )}
          <p>
            <a
              href={href('PresentationPage', { presentationId: presentation.Id })}
              aria-label={t('home.highlightedPresentation.openOf', { name })}
            >
              {t('home.highlightedPresentation.open')}
            </a>
          </p>
        </Session>
      </Sessions>
    </Section>
  );
}
