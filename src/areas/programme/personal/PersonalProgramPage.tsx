/**
 * PersonalProgramPage (/{i}/{e}/{l}/personalprogram, docs/rules/content-areas.md sections 1, 2, 3 and 4): the user's
 * starred sessions (POST /api/Public/SelectedSessions with the starred ids, section 7; grouped by day in the event's time zone, by start), presentations and speakers, each
 * with its star (unstarring removes it here and everywhere), a link to its page, time and room, and for
 * sessions and presentations an "Add to calendar" (.ics) link. Favourites whose id is no longer in the
 * programme are listed with a remove button. A signed-in user can download the programme as a PDF; a
 * visitor's favourites live in this browser only, and the page says that signing in keeps them on every
 * device. Rules: core/programme/personalProgramme.ts.
 *
 * Texts: programmePersonal.* (sessions, presentations, speakers, unknownDay, empty, emptyLink, signedOut,
 * signIn, download, downloading, downloadFailed, calendar, calendarOf, session, missingTitle, missingIntro,
 * missingItem.*, remove, removeOf, untitled), programme.loading, programme.error, programme.retry,
 * programme.room. Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted,
 * --vmx-color-danger, --vmx-color-focus, --vmx-radius, --vmx-space. Parts: personal-programme.
 */
import { useMemo, type ReactNode } from 'react';
import { appointmentUrl } from '../../../api/programme';
import type { ProgrammeAuthor, ProgrammePresentation, ProgrammeSession } from '../../../contracts';
import { personName } from '../../../core/programme';
import { hasNoFavourites, personalProgramme, type MissingFavourite } from '../../../core/programme/personalProgramme';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { buildPath } from '../../../core/routes';
import { favouritesOf } from '../../../store/favourites';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import { useEmit } from '../../../ui/host';
import type { PageProps } from '../../../ui/page';
import { FavouriteButton } from '../FavouriteButton';
import { useRouteHref } from '../../../ui/platformLinks';
import { useFavourites } from '../useFavourites';
import { useEventId, useProgrammeList, useProgrammeTimeZone } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { AsyncView, allQueries } from '../../../ui/AsyncView';
import { PdfDownload } from './PdfDownload';
import { useStarredSessions } from './useStarredSessions';
import { CalendarLink, Entries, Entry, EntryBody, Meta, Notice, Page, RemoveButton, Toolbar } from './PersonalProgramPage.styles';

const texts = { ...PROGRAMME_TEXTS, ...PROGRAMME_PERSONAL_TEXTS };

export function PersonalProgramPage(_props: PageProps) {
  const t = useTexts(texts);
  const context = useEventContext();
  const href = useRouteHref();
  const user = useEventState((state) => state.user);
  const language = useEventState((state) => state.language);
  const favourites = useFavourites((state) => state.favourites);
  const timeZone = useProgrammeTimeZone();
  const format = useProgrammeFormat();
  // The starred sessions alone (SelectedSessions), not the whole session list.
  const starred = useStarredSessions(favourites.sessions);
  const presentations = useProgrammeList('presentations');
  const authors = useProgrammeList('authors');

  const programme = useMemo(
    () =>
      personalProgramme<ProgrammeSession, ProgrammePresentation, ProgrammeAuthor>(
        favourites,
        { sessions: starred.sessions, presentations: presentations.data, speakers: authors.data },
        { timeZone, language: format.language },
      ),
    [favourites, starred.sessions, presentations.data, authors.data, timeZone, format.language],
  );

  // The sign-in page comes back here (a path of the platform, whichever element shows this page).
  const returnUrl = buildPath('PersonalProgramPage', { instance: context.instance, event: context.event, language });
  const empty = hasNoFavourites(favourites);

  return (
    <Page part="personal-programme">
      <Toolbar>
        {user ? (
          !empty && <PdfDownload />
        ) : (
          <Notice>
            {t('programmePersonal.signedOut')} <a href={href('LoginPage', {}, { returnUrl })}>{t('programmePersonal.signIn')}</a>
          </Notice>
        )}
      </Toolbar>

      {empty && (
        <p>
          {t('programmePersonal.empty')} <a href={href('PagSearchPage')}>{t('programmePersonal.emptyLink')}</a>
        </p>
      )}
      {/* The lists' state only: each part below shows as soon as its own list is there. */}
      {!empty && (
        <AsyncView
          query={allQueries([starred.query, presentations, authors])}
          texts={{ loading: t('programme.loading'), error: t('programme.error'), retry: t('programme.retry') }}
          layout="block"
        >
          {() => null}
        </AsyncView>
      )}

      {programme.days.length > 0 && (
        <section aria-labelledby="personal-sessions">
          <h2 id="personal-sessions">{t('programmePersonal.sessions')}</h2>
          {programme.days.map((group) => (
            <section key={group.day ?? 'unknown'} data-day={group.day ?? ''}>
              <h3>{group.day ? format.date(group.day) : t('programmePersonal.unknownDay')}</h3>
              <Entries>
                {group.sessions.map((session) => (
                  <SessionEntry key={session.Id} session={session} />
                ))}
              </Entries>
            </section>
          ))}
        </section>
      )}

      {programme.presentations.length > 0 && (
        <section aria-labelledby="personal-presentations">
          <h2 id="personal-presentations">{t('programmePersonal.presentations')}</h2>
          <Entries>
            {programme.presentations.map((presentation) => (
              <PresentationEntry key={presentation.Id} presentation={presentation} />
            ))}
          </Entries>
        </section>
      )}

      {programme.speakers.length > 0 && (
        <section aria-labelledby="personal-speakers">
          <h2 id="personal-speakers">{t('programmePersonal.speakers')}</h2>
          <Entries>
            {programme.speakers.map((speaker) => {
              const name = personName(speaker.Firstname, speaker.Surname) || t('programmePersonal.untitled');
              return (
                <Entry key={speaker.Id} data-speaker-id={speaker.Id}>
                  <FavouriteButton kind="speakers" id={speaker.Id} name={name} />
                  <EntryBody>
                    <a href={href('FacultyPage', { userId: speaker.Id })}>{[speaker.Title, name].filter(Boolean).join(' ')}</a>
                    <Meta>{[speaker.Affiliation, speaker.City, speaker.Country].filter(Boolean).join(', ')}</Meta>
                  </EntryBody>
                </Entry>
              );
            })}
          </Entries>
        </section>
      )}

      {programme.missing.length > 0 && <MissingFavourites missing={programme.missing} />}
    </Page>
  );
}

/** One starred session or presentation: its star, its link, what the caller says of it, its .ics appointment. */
function StarredEntry({
  item,
  name,
  href,
  children,
}: {
  item: { sessionId: number } | { presentationId: number };
  name: string;
  href: string;
  children: ReactNode;
}) {
  const t = useTexts(texts);
  const context = useEventContext();
  const eventId = useEventId();
  const session = 'sessionId' in item;
  const id = session ? item.sessionId : item.presentationId;
  return (
    <Entry data-session-id={session ? id : undefined} data-presentation-id={session ? undefined : id}>
      <FavouriteButton kind={session ? 'sessions' : 'presentations'} id={id} name={name} />
      <EntryBody>
        <a href={href}>{name}</a>
        {children}
        {eventId !== null && (
          <CalendarLink
            href={appointmentUrl(context.http, eventId, item)}
            target="_blank"
            rel="noopener"
            download
            aria-label={t('programmePersonal.calendarOf', { name })}
          >
            {t('programmePersonal.calendar')}
          </CalendarLink>
        )}
      </EntryBody>
    </Entry>
  );
}

function SessionEntry({ session }: { session: ProgrammeSession }) {
  const t = useTexts(texts);
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const name = session.Name?.trim() || t('programmePersonal.untitled');
  const time = format.timeRange(session.StartDateTime, session.EndDateTime);
  return (
    <StarredEntry item={{ sessionId: session.Id }} name={name} href={href('SessionPage', { sessionId: session.Id })}>
      <Meta>
        {time && <span>{time}</span>}
        {session.RoomName && <span>{session.RoomName}</span>}
        {session.SessionType && <span>{session.SessionType}</span>}
      </Meta>
    </StarredEntry>
  );
}

function PresentationEntry({ presentation }: { presentation: ProgrammePresentation }) {
  const t = useTexts(texts);
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const name = presentation.Title?.trim() || t('programmePersonal.untitled');
  const speaker = personName(presentation.SpeakerFirstname, presentation.SpeakerSurname);
  return (
    <StarredEntry
      item={{ presentationId: presentation.Id }}
      name={name}
      href={href('PresentationPage', { presentationId: presentation.Id })}
    >
      <Meta>
        {speaker && <span>{speaker}</span>}
        {format.dateTimeRange(presentation.StartDateTime, presentation.EndDateTime) && (
          <span>{format.dateTimeRange(presentation.StartDateTime, presentation.EndDateTime)}</span>
        )}
        {presentation.RoomName && <span>{presentation.RoomName}</span>}
      </Meta>
      {presentation.SessionName && <Meta>{t('programmePersonal.session', { name: presentation.SessionName })}</Meta>}
    </StarredEntry>
  );
}

const MISSING_TEXT = {
  sessions: 'programmePersonal.missingItem.sessions',
  presentations: 'programmePersonal.missingItem.presentations',
  speakers: 'programmePersonal.missingItem.speakers',
} as const;

function MissingFavourites({ missing }: { missing: MissingFavourite[] }) {
  const t = useTexts(texts);
  const context = useEventContext();
  const emit = useEmit();
  return (
    <section aria-labelledby="personal-missing">
      <h2 id="personal-missing">{t('programmePersonal.missingTitle')}</h2>
      <p>{t('programmePersonal.missingIntro')}</p>
      <Entries>
        {missing.map(({ kind, id }) => {
          const label = t(MISSING_TEXT[kind], { id });
          return (
            <Entry key={`${kind}:${id}`} data-missing={`${kind}:${id}`}>
              <EntryBody>
                <span>{label}</span>
              </EntryBody>
              <RemoveButton
                type="button"
                aria-label={t('programmePersonal.removeOf', { name: label })}
                onClick={() => {
                  void favouritesOf(context).getState().setFavourite(kind, id, false);
                  emit('vmx-favourite-change', { kind, id: String(id), favourite: false });
                }}
              >
                {t('programmePersonal.remove')}
              </RemoveButton>
            </Entry>
          );
        })}
      </Entries>
    </section>
  );
}
