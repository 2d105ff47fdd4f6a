/**
 * The TV page (docs/rules/content-areas.md section 2: TV, /tv/{i}/{e}/{l} with the sub-pages dailyhighlights,
 * speakerinterviews and podcast). Ours, as core/tv/tv.ts says: links between the three channels (each its own
 * address); the channel's episodes newest first with date, duration, speakers, description and whether they were
 * watched; a player above the list for the episode the address names (?episode=), else the newest, video through
 * HLS (or a file the browser decodes) and the podcast as audio. Each video progress marker is sent as the
 * documented vmx-video-progress event; the last (100 percent) marks the episode watched (useWatched.ts).
 *
 * Texts: tv.* (TV_TEXTS). Theme tokens: those of Tv.styles and ui/MediaPlayer. Parts: tv, tv-channels, tv-player,
 * tv-episodes.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { TV_CHANNELS, type MediaSources, type TvChannel, type TvEpisode } from '../../contracts';
import { formatProgrammeDate, programmeDateFormat } from '../../core/programme/dateFormat';
import { buildPath } from '../../core/routes';
import { TV_TEXTS } from '../../core/tv/texts';
import { episodeOf, formatDuration, TV_EPISODE_QUERY, tvChannelOf } from '../../core/tv/tv';
import { queryScope } from '../../store/queries/keys';
import { tvQueries } from '../../store/queries/tv';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import { useEmit } from '../../ui/host';
import { MediaPlayer } from '../../ui/MediaPlayer';
import type { PageProps } from '../../ui/page';
import { Badge, Card, Cards, ChannelNav, Meta, Page, Stage } from './Tv.styles';
import { useWatched } from './useWatched';

type Texts = ReturnType<typeof useTexts<typeof TV_TEXTS>>;

export function TvPage({ route }: PageProps) {
  const t = useTexts(TV_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const channel = tvChannelOf(route.params.tvPage);
  const requested = episodeOf(route.query);
  const address = { instance: context.instance, event: context.event, language };
  const channelHref = (target: TvChannel, episode: string | null = null) =>
    buildPath('TvPage', { ...address, tvPage: target }, { [TV_EPISODE_QUERY]: episode });
  const episodes = useQuery({ ...tvQueries.episodes(queryScope(context, language), eventId), enabled: eventId !== null });
  const { watched, markWatched } = useWatched(eventId, language);
  const navId = useId();

  return (
    <Page part="tv" data-channel={channel}>
      <p>{t('tv.intro')}</p>
      <ChannelNav aria-labelledby={navId} part="tv-channels">
        <span id={navId} hidden>
          {t('tv.channels')}
        </span>
        <ul>
          {TV_CHANNELS.map((entry) => (
            <li key={entry}>
              <a href={channelHref(entry)} aria-current={entry === channel ? 'page' : undefined} data-tv-channel={entry}>
                {t(`tv.channel.${entry}`)}
              </a>
            </li>
          ))}
        </ul>
      </ChannelNav>
      <AsyncView query={episodes} texts={{ loading: t('tv.loading'), error: t('tv.error') }}>
        {(data) => (
          <Channel
            t={t}
            episodes={data.Episodes.filter((episode) => episode.Channel === channel)}
            requested={requested}
            watched={watched}
            markWatched={markWatched}
            episodeHref={(id) => channelHref(channel, id)}
          />
        )}
      </AsyncView>
    </Page>
  );
}

function Channel({
  t,
  episodes,
  requested,
  watched,
  markWatched,
  episodeHref,
}: {
  t: Texts;
  episodes: TvEpisode[];
  requested: string | null;
  watched: ReadonlySet<string>;
  markWatched: (id: string) => void;
  episodeHref: (id: string) => string;
}) {
  const context = useEventContext();
  const emit = useEmit();
  const date = useEventDate();
  const listId = useId();
  const playing = requested === null ? episodes[0] : episodes.find((episode) => episode.Id === requested);
  const media = useMemo(() => (playing ? resolveMedia(playing.Media, (path) => context.http.url(path)) : null), [playing, context.http]);

  if (episodes.length === 0) return <p>{t('tv.empty')}</p>;
  return (
    <>
      {requested !== null && !playing && <p role="status">{t('tv.notFound')}</p>}
      {playing && media && (
        <Stage aria-label={t('tv.playing')} data-playing-episode={playing.Id}>
          <p>
            <strong>{t('tv.playing')}</strong>
          </p>
          <h2>{playing.Title}</h2>
          <MediaPlayer
            key={playing.Id}
            media={media}
            part="tv-player"
            label={t(media.Kind === 'audio' ? 'tv.player.audio' : 'tv.player.video', { title: playing.Title })}
            failedText={t('tv.player.failed')}
            autoPlay={requested !== null}
            tracking={{ targetType: 'episode', targetId: String(playing.Id) }}
            onMarker={(percent) => {
              emit('vmx-video-progress', { source: 'tv', id: playing.Id, percent });
              if (percent === 100) markWatched(playing.Id);
            }}
          />
          {playing.Speakers.length > 0 && <p>{t('tv.with', { speakers: playing.Speakers.join(', ') })}</p>}
        </Stage>
      )}
      <p id={listId}>{t('tv.count', { count: episodes.length })}</p>
      <Cards aria-labelledby={listId} part="tv-episodes">
        {episodes.map((episode) => (
          <li key={episode.Id}>
            <Card data-episode={episode.Id} data-playing={episode.Id === playing?.Id} data-watched={watched.has(episode.Id)}>
              <h3>
                <a href={episodeHref(episode.Id)} aria-current={episode.Id === playing?.Id ? 'true' : undefined}>
                  {episode.Title}
                </a>
              </h3>
              <Meta>
                <time dateTime={episode.PublishedAt}>{date(episode.PublishedAt)}</time>
                <span>{t('tv.duration', { duration: formatDuration(episode.DurationSeconds) })}</span>
                {watched.has(episode.Id) && <Badge data-watched-badge>{t('tv.watched')}</Badge>}
              </Meta>
              {episode.Speakers.length > 0 && <p>{t('tv.with', { speakers: episode.Speakers.join(', ') })}</p>}
              <p>{episode.Description}</p>
            </Card>
          </li>
        ))}
      </Cards>
    </>
  );
}

/** The media's addresses as the browser loads them: under the API base unless http(s). */
function resolveMedia(media: MediaSources, resolve: (path: string) => string): MediaSources {
  const at = (path: string | null) => (path === null ? null : resolve(path));
  return { ...media, Hls: at(media.Hls), Webm: at(media.Webm), Mp4: at(media.Mp4), Audio: at(media.Audio) };
}

/** An instant as the event's date, in its language and time zone ('' when unreadable). */
function useEventDate(): (value: string) => string {
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const format = programmeDateFormat(raw, language);
    return (value: string) => formatProgrammeDate(value, format, language, timeZone) ?? '';
  }, [raw, language, timeZone]);
}
