/**
 * PresentationPage (/{i}/{e}/{l}/presentation/{presentationId}) and the presentation player
 * (/presentationplayer/{i}/{e}/{l}/{presentationId}), docs/rules/content-areas.md sections 2 and 7: a talk or poster
 * with its time, room, session, speaker (and affiliation), poster number, abstract (plain text), the
 * star, the .ics appointment, its QR code (ui/QrCodeButton), "Chat with {speaker}" for a ticket holder when the
 * speaker takes messages (speakerMessage/SpeakerChatButton), and the notes and comments. One view is counted per page
 * view. The presentation's session decides the Session policy (docs/rules/shell-access-identity.md section 6): denied
 * leaves the title and time, and raises the access-denied dialog; closing it goes to the search. The player route
 * shows the same page with the recording above the facts (RecordingSection), or "no recording" when it has none.
 *
 * Texts: programmeDetail.* (PROGRAMME_DETAIL_TEXTS), programme.room, programme.session,
 * programme.speaker (PROGRAMME_TEXTS). Theme tokens: those of session/Detail.styles.
 * Parts: presentation, speaker-chat.
 */
import { useId } from 'react';
import type { ProgrammeAbstract, ProgrammePresentation } from '../../../contracts';
import { personName } from '../../../core/programme';
import { nameWithTitle, plainParagraphs } from '../../../core/programme/detail';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { AppointmentLink } from '../appointment/AppointmentLink';
import { NotesSection } from '../notes/NotesSection';
import { useRouteHref } from '../../../ui/platformLinks';
import { QrCodeButton } from '../../../ui/QrCodeButton';
import { Actions, Section } from '../session/Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { DetailFrame } from '../session/DetailFrame';
import { allQueries } from '../../../ui/AsyncView';
import { DetailAsync, DetailLoading, DetailNotFound } from '../session/DetailStates';
import { routeId } from '../session/routeId';
import { useSessionAccess } from '../session/useSessionAccess';
import { useViewCount } from '../session/useViewCount';
import { useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { Fact } from '../session/Fact';
import { SpeakerChatButton } from '../speakerMessage/SpeakerChatButton';
import { RecordingSection } from './RecordingSection';

export function PresentationPage({ route, navigate }: PageProps) {
  const presentations = useProgrammeList('presentations');
  const sessions = useProgrammeList('sessions');
  const presentationId = routeId(route.params.presentationId);
  const presentation = presentationId === null ? undefined : presentations.data?.find((entry) => entry.Id === presentationId);
  // The session decides access; a presentation whose session is not in the list is judged by its id alone.
  const session = presentation
    ? (sessions.data?.find((entry) => entry.Id === presentation.SessionId) ?? { Id: presentation.SessionId, CompanyAccountId: null })
    : undefined;
  const access = useSessionAccess(session);
  useViewCount('presentation', presentation && access === 'allowed' ? presentation.Id : null);

  return (
    <DetailAsync query={allQueries([presentations, sessions])}>
      {() =>
        !presentation ? (
          <DetailNotFound />
        ) : access === 'loading' ? (
          <DetailLoading />
        ) : (
          <PresentationDetail
            presentation={presentation}
            denied={access === 'denied'}
            player={route.name === 'PresentationPlayerPage'}
            navigate={navigate}
          />
        )
      }
    </DetailAsync>
  );
}

interface DetailProps {
  presentation: ProgrammePresentation;
  denied: boolean;
  player: boolean;
  navigate: PageProps['navigate'];
}

function PresentationDetail({ presentation, denied, player, navigate }: DetailProps) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const programme = useTexts(PROGRAMME_TEXTS);
  const format = useProgrammeFormat();
  const href = useRouteHref();
  const when = format.dateTimeRange(presentation.StartDateTime, presentation.EndDateTime);
  const speaker = nameWithTitle({
    Title: presentation.SpeakerTitle,
    Firstname: presentation.SpeakerFirstname,
    Surname: presentation.SpeakerSurname,
  });

  return (
    <DetailFrame
      kind="presentation"
      id={presentation.Id}
      title={presentation.Title}
      when={when}
      denied={denied}
      navigate={navigate}
      note={
        player &&
        !denied && <RecordingSection presentationId={presentation.Id} sessionId={presentation.SessionId} title={presentation.Title} />
      }
      facts={
        <>
          {presentation.RoomName && <Fact label={programme('programme.room')}>{presentation.RoomName}</Fact>}
          <Fact label={programme('programme.session')}>
            <a href={href('SessionPage', { sessionId: presentation.SessionId })}>{presentation.SessionName || presentation.SessionId}</a>
          </Fact>
          {speaker && (
            <Fact label={programme('programme.speaker')}>
              {presentation.SpeakerId !== null ? <a href={href('FacultyPage', { userId: presentation.SpeakerId })}>{speaker}</a> : speaker}
              {presentation.SpeakerAffiliation && <>, {presentation.SpeakerAffiliation}</>}
            </Fact>
          )}
          {presentation.PosterNumber && <Fact label={t('programmeDetail.posterNumber')}>{presentation.PosterNumber}</Fact>}
        </>
      }
    >
      <Actions>
        <AppointmentLink item={{ presentationId: presentation.Id }} />
        <QrCodeButton target={{ kind: 'poster', route: 'PresentationPage', params: { presentationId: String(presentation.Id) } }} />
        {speaker && presentation.SpeakerId !== null && (
          <SpeakerChatButton authorId={presentation.SpeakerId} name={speaker} navigate={navigate} />
        )}
      </Actions>
      {presentation.AbstractId !== null && <AbstractSection abstractId={presentation.AbstractId} />}
      <NotesSection target={{ presentationId: presentation.Id }} />
    </DetailFrame>
  );
}

/** The abstract as plain text paragraphs; nothing while the list loads or when it is missing. */
function AbstractSection({ abstractId }: { abstractId: number }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const headingId = useId();
  const abstracts = useProgrammeList('abstracts');
  const abstract: ProgrammeAbstract | undefined = abstracts.data?.find((entry) => entry.Id === abstractId);
  if (!abstract) return null;
  const authors = (abstract.Authors ?? []).map((author) => personName(author.Firstname, author.Surname)).filter(Boolean);
  return (
    <Section aria-labelledby={headingId} data-abstract-id={abstract.Id}>
      <h3 id={headingId}>{t('programmeDetail.abstract')}</h3>
      {abstract.Number && <MutedText>{t('programmeDetail.abstractNumber', { number: abstract.Number })}</MutedText>}
      {authors.length > 0 && <p>{authors.join(', ')}</p>}
      {plainParagraphs(abstract.Text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Section>
  );
}
