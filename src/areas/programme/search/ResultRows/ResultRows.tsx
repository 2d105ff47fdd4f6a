/**
 * A session's row in the search view, and what every row shares (OtherRows.tsx holds the other views' rows,
 * which load with their view). Each shows what tells it apart at a glance and links to its page; sessions,
 * presentations and speakers carry their star. A record missing a field shows the rest (docs/rules/content-areas.md: malformed records never
 * break the list).
 *
 * A cancelled session says so in words (its badge) and has its title struck through; it is never shown as running.
 *
 * Texts: programme.running, programme.cancelled, programme.chairs, programme.speaker, programme.industry,
 * programme.poster, programme.presentationsOf.
 * Theme tokens: --vmx-color-border, --vmx-color-link, --vmx-color-primary, --vmx-color-muted,
 * --vmx-color-accent-soft, --vmx-radius, --vmx-space. Parts: result, favourite.
 */
import { memo } from 'react';
import type { ProgrammeSession } from '../../../../contracts';
import { sessionTags } from '../../../../core/programme/filters';
import { personName } from '../../../../core/programme/personName';
import { upcomingGroup } from '../../../../core/programme/sort';
import { PROGRAMME_TEXTS } from '../../../../core/programme/texts';
import { useTexts } from '../../../../store/react';
import { FavouriteButton } from '../../FavouriteButton';
import type { RouteHref } from '../../../../ui/platformLinks';
import type { ProgrammeFormat } from '../../useProgrammeFormat';
import { Badge, Marker, Meta, Result, ResultBody, ResultTitle } from './ResultRows.styles';

export interface RowProps<T> {
  item: T;
  href: RouteHref;
  format: ProgrammeFormat;
  now: number;
}

/** A session or talk on now (core's upcoming groups: 0 is running). */
export const isRunning = (item: { StartDateTime?: string | null; EndDateTime?: string | null }, now: number) =>
  upcomingGroup(item, now) === 0;

export const joined = (parts: readonly (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

export const SessionRow = memo(function SessionRow({ item, href, format, now }: RowProps<ProgrammeSession>) {
  const t = useTexts(PROGRAMME_TEXTS);
  const chairs = (item.Chairs ?? []).map((chair) => personName(chair.Firstname, chair.Surname)).filter(Boolean);
  // A talk (one presentation and no chairs, as pretalx and frab give them) names its speaker where chairs would be.
  const talk = chairs.length === 0 && item.Presentations?.length === 1 ? item.Presentations[0] : undefined;
  const speaker = talk ? personName(talk.SpeakerFirstname, talk.SpeakerSurname) : '';
  const tags = sessionTags(item);
  const name = item.Name || item.Code || String(item.Id);
  return (
    <Result part="result" data-session-id={item.Id}>
      <Marker aria-hidden="true" style={item.Color ? { '--session-color': item.Color } : undefined} />
      <ResultBody>
        <Meta>
          {item.IsCancelled ? <Badge>{t('programme.cancelled')}</Badge> : isRunning(item, now) && <Badge>{t('programme.running')}</Badge>}
          {item.CompanyAccountId && <Badge>{t('programme.industry')}</Badge>}
          {joined([format.dateTimeRange(item.StartDateTime, item.EndDateTime), item.RoomName, item.SessionType])}
        </Meta>
        <ResultTitle data-cancelled={item.IsCancelled || undefined}>
          <a href={href('SessionPage', { sessionId: item.Id })}>{name}</a>
        </ResultTitle>
        {chairs.length > 0 && <Meta>{`${t('programme.chairs')}: ${chairs.join(', ')}`}</Meta>}
        {speaker && <Meta>{`${t('programme.speaker')}: ${speaker}`}</Meta>}
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
