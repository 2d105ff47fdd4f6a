/**
 * The rows of the search view's other lists: a presentation or poster, a speaker, an abstract (the session's
 * is in ResultRows.tsx). Their code loads with their view (OtherResults.tsx), not with the sessions' first rows.
 *
 * Texts: programme.running, programme.poster, programme.presentationsOf (a poster's open button: PosterOpenButton.tsx).
 * Theme tokens: see ResultRows.tsx. Parts: result, favourite, poster-open.
 */
import { memo } from 'react';
import type { ProgrammeAbstract, ProgrammeAuthor, ProgrammePresentation } from '../../../../contracts';
import { personName } from '../../../../core/programme/personName';
import { PROGRAMME_TEXTS } from '../../../../core/programme/texts';
import { useTexts } from '../../../../store/react';
import { FavouriteButton } from '../../FavouriteButton';
import { PosterOpenButton } from '../../posterViewer/PosterOpenButton';
import { isRunning, joined, type RowProps } from './ResultRows';
import { Badge, Meta, Result, ResultBody, ResultTitle } from './ResultRows.styles';

export const PresentationRow = memo(function PresentationRow({ item, href, format, now }: RowProps<ProgrammePresentation>) {
  const t = useTexts(PROGRAMME_TEXTS);
  const speaker = personName(item.SpeakerFirstname, item.SpeakerSurname);
  const title = item.Title || String(item.Id);
  return (
    <Result part="result" data-presentation-id={item.Id}>
      <ResultBody>
        <Meta>
          {isRunning(item, now) && <Badge>{t('programme.running')}</Badge>}
          {item.PosterNumber && <Badge>{t('programme.poster', { number: item.PosterNumber })}</Badge>}
          {joined([format.dateTimeRange(item.StartDateTime, item.EndDateTime), item.RoomName])}
        </Meta>
        <ResultTitle>
          <a href={href('PresentationPage', { presentationId: item.Id })}>{title}</a>
        </ResultTitle>
        <Meta>
          {item.SpeakerId && speaker ? <a href={href('FacultyPage', { userId: item.SpeakerId })}>{speaker}</a> : speaker}
          {item.SpeakerAffiliation ? `, ${item.SpeakerAffiliation}` : ''}
        </Meta>
        {item.SessionName && (
          <Meta>
            <a href={href('SessionPage', { sessionId: item.SessionId })}>{item.SessionName}</a>
          </Meta>
        )}
        {item.IsPoster && item.PosterFile && (
          <Meta>
            <PosterOpenButton presentationId={item.Id} number={item.PosterNumber} />
          </Meta>
        )}
      </ResultBody>
      <FavouriteButton kind="presentations" id={item.Id} name={title} />
    </Result>
  );
});

export const SpeakerRow = memo(function SpeakerRow({ item, href }: RowProps<ProgrammeAuthor>) {
  const t = useTexts(PROGRAMME_TEXTS);
  const name = [item.Title, personName(item.Firstname, item.Surname)].filter(Boolean).join(' ') || String(item.Id);
  const talks = item.PresentationIds?.length ?? 0;
  return (
    <Result part="result" data-speaker-id={item.Id}>
      <ResultBody>
        <ResultTitle>
          <a href={href('FacultyPage', { userId: item.Id })}>{name}</a>
        </ResultTitle>
        <Meta>{joined([item.Affiliation, item.City, item.Country])}</Meta>
        {talks > 0 && <Meta>{t('programme.presentationsOf', { count: talks })}</Meta>}
      </ResultBody>
      <FavouriteButton kind="speakers" id={item.Id} name={name} />
    </Result>
  );
});

export const AbstractRow = memo(function AbstractRow({ item, href }: RowProps<ProgrammeAbstract>) {
  const authors = (item.Authors ?? []).map((author) => personName(author.Firstname, author.Surname)).filter(Boolean);
  const title = item.Title || item.Number || String(item.Id);
  return (
    <Result part="result" data-abstract-id={item.Id}>
      <ResultBody>
        <Meta>{item.Number}</Meta>
        <ResultTitle>
          {item.PresentationId ? <a href={href('PresentationPage', { presentationId: item.PresentationId })}>{title}</a> : title}
        </ResultTitle>
        <Meta>{authors.join(', ')}</Meta>
      </ResultBody>
    </Result>
  );
});
