/**
 * One row of each list of the search view: a session, a presentation or poster, a speaker, an abstract.
 * Each shows what tells it apart at a glance and links to its page; sessions, presentations and speakers
 * carry their star. A record missing a field shows the rest (docs/rules/content-areas.md: malformed records never
 * break the list).
 *
 * Texts: programme.running, programme.chairs, programme.industry, programme.poster, programme.presentationsOf.
 * Theme tokens: --vmx-color-border, --vmx-color-link, --vmx-color-primary, --vmx-color-muted,
 * --vmx-color-accent-soft, --vmx-radius, --vmx-space. Parts: result, favourite.
 */
import { memo } from 'react';
import type { ProgrammeAbstract, ProgrammeAuthor, ProgrammePresentation, ProgrammeSession } from '../../../../contracts';
import { sessionTags } from '../../../../core/programme/filters';
import { personName } from '../../../../core/programme/personName';
import { upcomingGroup } from '../../../../core/programme/sort';
import { PROGRAMME_TEXTS } from '../../../../core/programme/texts';
import { useTexts } from '../../../../store/react';
import { FavouriteButton } from '../../FavouriteButton';
import type { RouteHref } from '../../../../ui/platformLinks';
import type { ProgrammeFormat } from '../../useProgrammeFormat';
import { Badge, Marker, Meta, Result, ResultBody, ResultTitle } from './ResultRows.styles';

interface RowProps<T> {
  item: T;
  href: RouteHref;
  format: ProgrammeFormat;
  now: number;
}

/** A session or talk on now (core's upcoming groups: 0 is running). */
const isRunning = (item: { StartDateTime?: string | null; EndDateTime?: string | null }, now: number) => upcomingGroup(item, now) === 0;

const joined = (parts: readonly (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

export const SessionRow = memo(function SessionRow({ item, href, format, now }: RowProps<ProgrammeSession>) {
  const t = useTexts(PROGRAMME_TEXTS);
  const chairs = (item.Chairs ?? []).map((chair) => personName(chair.Firstname, chair.Surname)).filter(Boolean);
  const tags = sessionTags(item);
  const name = item.Name || item.Code || String(item.Id);
  return (
    <Result part="result" data-session-id={item.Id}>
      <Marker $color={item.Color} aria-hidden="true" />
      <ResultBody>
        <Meta>
          {isRunning(item, now) && <Badge>{t('programme.running')}</Badge>}
          {item.CompanyAccountId && <Badge>{t('programme.industry')}</Badge>}
          {joined([format.dateTimeRange(item.StartDateTime, item.EndDateTime), item.RoomName, item.SessionType])}
        </Meta>
        <ResultTitle>
          <a href={href('SessionPage', { sessionId: item.Id })}>{name}</a>
        </ResultTitle>
        {chairs.length > 0 && <Meta>{`${t('programme.chairs')}: ${chairs.join(', ')}`}</Meta>}
        <Meta>
          {joined([
            item.CompanyAccountName,
            tags.join(', '),
            (item.Presentations?.length ?? 0) > 0 && t('programme.presentationsOf', { count: item.Presentations.length }),
          ])}
        </Meta>
      </ResultBody>
      <FavouriteButton kind="sessions" id={item.Id} name={name} />
    </Result>
  );
});

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
