/**
 * SessionPage (/{i}/{e}/{l}/session/{sessionId}, docs/rules/content-areas.md sections 2, 3 and 7): a session of the
 * programme with its facts (time in the event's time zone, room, type, chairs, company, topics, image),
 * its presentations in order, the star, the .ics appointment, its QR code (ui/QrCodeButton), for a signed-in ticket holder
 * a link to the session's group in my area (groups/session-{sessionId}, networking's groups), the rating, and the notes
 * and comments.
 * One view is counted per page view (once access is decided and allowed). A Session policy (docs/rules/shell-access-identity.md section 6) that denies
 * leaves only the name and time, and raises the access-denied dialog; closing it goes to the search.
 *
 * A cancelled session says so under its title (the word, in a badge) and offers no calendar entry.
 *
 * Texts: programmeDetail.* (PROGRAMME_DETAIL_TEXTS), programme.room, programme.chairs, programme.cancelled. Theme
 * tokens: those of Detail.styles and the result rows' Badge. Parts: session.
 */
import { useId } from 'react';
import type { ProgrammeSession } from '../../../contracts';
import { byStartTime, programmeImageSource } from '../../../core/programme/detail';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { personName } from '../../../core/programme';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { AppointmentLink } from '../appointment/AppointmentLink';
import { FavouriteButton } from '../FavouriteButton';
import { NotesSection } from '../notes/NotesSection';
import { useRouteHref } from '../../../ui/platformLinks';
import { QrCodeButton } from '../../../ui/QrCodeButton';
import { SessionRating } from '../rating/SessionRating';
import { useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { Actions, InlineList, ItemText, OutlinedLink, Section, SessionImage, TimedList } from './Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { DetailFrame } from './DetailFrame';
import { DetailAsync, DetailLoading, DetailNotFound } from './DetailStates';
import { routeId } from './routeId';
import { useSessionAccess } from './useSessionAccess';
import { useViewCount } from './useViewCount';
import { Fact } from './Fact';
import { Badge } from '../search/ResultRows/ResultRows.styles';

export function SessionPage({ route, navigate }: PageProps) {
  const sessions = useProgrammeList('sessions');
  const sessionId = routeId(route.params.sessionId);
  const session = sessionId === null ? undefined : sessions.data?.find((entry) => entry.Id === sessionId);
  const access = useSessionAccess(session);
  // A view is counted once the visitor may see the session's content.
  useViewCount('session', session && access === 'allowed' ? session.Id : null);

  return (
    <DetailAsync query={sessions}>
      {() =>
        !session ? (
          <DetailNotFound />
        ) : access === 'loading' ? (
          <DetailLoading />
        ) : (
          <SessionDetail session={session} denied={access === 'denied'} navigate={navigate} />
        )
      }
    </DetailAsync>
  );
}

function SessionDetail({ session, denied, navigate }: { session: ProgrammeSession; denied: boolean; navigate: PageProps['navigate'] }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const programme = useTexts(PROGRAMME_TEXTS);
  const format = useProgrammeFormat();
  const href = useRouteHref();
  const context = useEventContext();
  const ticketHolder = useEventState((state) => state.user?.hasTicket === true);
  const presentationsId = useId();
  const image = programmeImageSource(session.ImageThumbPath, (path) => context.http.url(path));
  const when = format.dateTimeRange(session.StartDateTime, session.EndDateTime);
  const chairs = (session.Chairs ?? []).filter((chair) => personName(chair.Firstname, chair.Surname));
  const topics = (session.groups ?? []).filter((group) => group.Name);

  return (
    <DetailFrame
      kind="session"
      id={session.Id}
      title={session.Name}
      when={when}
      denied={denied}
      navigate={navigate}
      note={session.IsCancelled && <Badge data-cancelled>{programme('programme.cancelled')}</Badge>}
      facts={
        <>
          {session.RoomName && <Fact label={programme('programme.room')}>{session.RoomName}</Fact>}
          {session.SessionType && <Fact label={t('programmeDetail.sessionType')}>{session.SessionType}</Fact>}
          {chairs.length > 0 && (
            <Fact label={programme('programme.chairs')}>
              <InlineList>
                {chairs.map((chair) => (
                  <li key={chair.Id}>
                    <a href={href('FacultyPage', { userId: chair.Id })}>{personName(chair.Firstname, chair.Surname)}</a>
                  </li>
                ))}
              </InlineList>
            </Fact>
          )}
          {session.CompanyAccountName && <Fact label={t('programmeDetail.company')}>{session.CompanyAccountName}</Fact>}
          {topics.length > 0 && (
            <Fact label={t('programmeDetail.topics')}>
              <InlineList>
                {topics.map((group) => (
                  <li key={group.Id}>{group.Name}</li>
                ))}
              </InlineList>
            </Fact>
          )}
        </>
      }
    >
      {image && <SessionImage src={image} alt="" />}
      <Actions>
        {!session.IsCancelled && <AppointmentLink item={{ sessionId: session.Id }} />}
        <QrCodeButton target={{ kind: 'session', route: 'SessionPage', params: { sessionId: String(session.Id) } }} />
        {ticketHolder && (
          <OutlinedLink part="session-group-link" href={href('MyAreaPage', { module: 'groups', id: `session-${session.Id}` })}>
            {t('programmeDetail.sessionGroup')}
          </OutlinedLink>
        )}
      </Actions>
      <Section aria-labelledby={presentationsId}>
        <h3 id={presentationsId}>{t('programmeDetail.presentations')}</h3>
        <SessionPresentations session={session} />
      </Section>
      <SessionRating sessionId={session.Id} />
      <NotesSection target={{ sessionId: session.Id }} />
    </DetailFrame>
  );
}

function SessionPresentations({ session }: { session: ProgrammeSession }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const format = useProgrammeFormat();
  const href = useRouteHref();
  const presentations = byStartTime(session.Presentations);
  if (presentations.length === 0) return <MutedText>{t('programmeDetail.noPresentations')}</MutedText>;
  return (
    <TimedList>
      {presentations.map((presentation) => {
        const speaker = personName(presentation.SpeakerFirstname, presentation.SpeakerSurname);
        return (
          <li key={presentation.Id} data-presentation-id={presentation.Id}>
            <span className="when">{format.timeRange(presentation.StartDateTime, presentation.EndDateTime)}</span>
            <ItemText>
              <a href={href('PresentationPage', { presentationId: presentation.Id })}>{presentation.Title}</a>
              {speaker &&
                (presentation.SpeakerId !== null ? (
                  <a href={href('FacultyPage', { userId: presentation.SpeakerId })}>{speaker}</a>
                ) : (
                  <span>{speaker}</span>
                ))}
            </ItemText>
            <FavouriteButton kind="presentations" id={presentation.Id} name={presentation.Title} />
          </li>
        );
      })}
    </TimedList>
  );
}
