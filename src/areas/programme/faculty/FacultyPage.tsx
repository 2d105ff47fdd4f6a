/**
 * FacultyPage (/{i}/{e}/{l}/faculty/{userId}, docs/rules/content-areas.md sections 2 and 7): a speaker or chair
 * (an author of the programme) with title, affiliation, city and country, picture (initials when there
 * is none), the star, the talks they give and the sessions they chair (with times), "Send a message"
 * (the speaker-message dialog) and, for a ticket holder when the speaker takes messages, "Chat with {name}"
 * (SpeakerChatButton: their conversation in the inbox).
 *
 * Texts: programmeDetail.faculty.*, programmeDetail.affiliation, programmeDetail.chat.* (PROGRAMME_DETAIL_TEXTS).
 * Theme tokens: those of Faculty.styles and session/Detail.styles. Parts: faculty, speaker-chat.
 */
import { useId } from 'react';
import type { ProgrammeAuthor, ProgrammePresentation, ProgrammeSession } from '../../../contracts';
import { facultyProgramme, nameWithTitle, personInitials, programmeImageSource } from '../../../core/programme/detail';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useEventContext, useTexts } from '../../../store/react';
import type { Navigate, PageProps } from '../../../ui/page';
import { FavouriteButton } from '../FavouriteButton';
import { useRouteHref } from '../../../ui/platformLinks';
import { DetailArticle, Facts, ItemText, Section, TimedList, TitleRow } from '../session/Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { allQueries } from '../../../ui/AsyncView';
import { DetailAsync, DetailNotFound } from '../session/DetailStates';
import { routeId } from '../session/routeId';
import { SpeakerChatButton } from '../speakerMessage/SpeakerChatButton';
import { SpeakerMessageButton } from '../speakerMessage/SpeakerMessageButton';
import { useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { Initials, Person, PersonText, Picture } from './Faculty.styles';
import { Fact } from '../session/Fact';

export function FacultyPage({ route, navigate }: PageProps) {
  const authors = useProgrammeList('authors');
  const sessions = useProgrammeList('sessions');
  const presentations = useProgrammeList('presentations');
  const userId = routeId(route.params.userId);
  const author = userId === null ? undefined : authors.data?.find((entry) => entry.Id === userId);

  return (
    <DetailAsync query={allQueries([authors, sessions, presentations])}>
      {([, sessionList, presentationList]) =>
        author ? (
          <FacultyDetail author={author} sessions={sessionList} presentations={presentationList} navigate={navigate} />
        ) : (
          <DetailNotFound />
        )
      }
    </DetailAsync>
  );
}

function FacultyDetail({
  author,
  sessions,
  presentations,
  navigate,
}: {
  author: ProgrammeAuthor;
  sessions: ProgrammeSession[];
  presentations: ProgrammePresentation[];
  navigate: Navigate;
}) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const format = useProgrammeFormat();
  const href = useRouteHref();
  const context = useEventContext();
  const givesId = useId();
  const chairsId = useId();
  const name = nameWithTitle(author);
  const picture = programmeImageSource(author.PicturePath, (path) => context.http.url(path));
  const place = [author.City, author.Country].filter(Boolean).join(', ');
  const programme = facultyProgramme(author, sessions, presentations);

  return (
    <DetailArticle part="faculty" data-author-id={author.Id}>
      <Person>
        {picture ? (
          <Picture src={picture} alt="" />
        ) : (
          <Initials aria-hidden="true">{personInitials(author.Firstname, author.Surname)}</Initials>
        )}
        <PersonText>
          <TitleRow>
            <h2>{name}</h2>
            <FavouriteButton kind="speakers" id={author.Id} name={name} />
          </TitleRow>
          <Facts>
            {author.Affiliation && <Fact label={t('programmeDetail.affiliation')}>{author.Affiliation}</Fact>}
            {place && <Fact label={t('programmeDetail.faculty.location')}>{place}</Fact>}
          </Facts>
          <SpeakerMessageButton speaker={{ id: author.Id, name }} />
          <SpeakerChatButton authorId={author.Id} name={name} navigate={navigate} />
        </PersonText>
      </Person>
      {programme.presentations.length === 0 && programme.chairedSessions.length === 0 && (
        <MutedText>{t('programmeDetail.faculty.none')}</MutedText>
      )}
      {programme.presentations.length > 0 && (
        <Section aria-labelledby={givesId}>
          <h3 id={givesId}>{t('programmeDetail.faculty.gives')}</h3>
          <TimedList>
            {programme.presentations.map((presentation) => (
              <li key={presentation.Id}>
                <span className="when">{format.dateTimeRange(presentation.StartDateTime, presentation.EndDateTime)}</span>
                <ItemText>
                  <a href={href('PresentationPage', { presentationId: presentation.Id })}>{presentation.Title}</a>
                  {presentation.SessionName && (
                    <a href={href('SessionPage', { sessionId: presentation.SessionId })}>{presentation.SessionName}</a>
                  )}
                </ItemText>
                <FavouriteButton kind="presentations" id={presentation.Id} name={presentation.Title} />
              </li>
            ))}
          </TimedList>
        </Section>
      )}
      {programme.chairedSessions.length > 0 && (
        <Section aria-labelledby={chairsId}>
          <h3 id={chairsId}>{t('programmeDetail.faculty.chairs')}</h3>
          <TimedList>
            {programme.chairedSessions.map((session) => (
              <li key={session.Id}>
                <span className="when">{format.dateTimeRange(session.StartDateTime, session.EndDateTime)}</span>
                <ItemText>
                  <a href={href('SessionPage', { sessionId: session.Id })}>{session.Name}</a>
                  {session.RoomName && <span>{session.RoomName}</span>}
                </ItemText>
                <FavouriteButton kind="sessions" id={session.Id} name={session.Name} />
              </li>
            ))}
          </TimedList>
        </Section>
      )}
    </DetailArticle>
  );
}
