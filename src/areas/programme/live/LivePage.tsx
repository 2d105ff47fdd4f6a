/**
 * LivePage (/live/{i}/{e}/{l}?roomid=, docs/rules/content-areas.md section 2): the programme's rooms, each with what
 * runs there now and what comes next (refreshed every 30 s), and the chosen room's live stream from the
 * event configuration (config_json liveStreams, ours: core/programme/liveStreams.ts), which the server
 * hands only to a user it lets onto the live page (GET /api/Modules/GetLiveStreams). The query roomid
 * picks the room; choosing one writes it back to the address (replacing the entry, so Back leaves the
 * page). Access (the demo's Page policy) is the shell's business: this page only renders.
 *
 * Ours where the spec is silent: rooms are toggle buttons (aria-pressed); no room is chosen until the user
 * or the address chooses one; a relative stream URL is on the API's server (where the configuration
 * comes from).
 *
 * Texts: programmePersonal.live.* (rooms, now, next, current, nothingNow, nothingNext, noRooms, choose,
 * unknownRoom, noStream, player, streamFailed, watching), programme.loading, programme.error,
 * programme.retry. Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted,
 * --vmx-color-danger, --vmx-color-focus, --vmx-radius, --vmx-space. Parts: live, live-rooms, live-room,
 * live-player.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ProgrammeRoom, ProgrammeSession } from '../../../contracts';
import { eventDay } from '../../../core/programme';
import { liveRooms, roomOfQuery, type LiveRoom } from '../../../core/programme/liveRooms';
import { LIVE_STREAMS_KEY, liveStreamOfRoom, parseLiveStreams } from '../../../core/programme/liveStreams';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { LIVE_QUERY } from '../../../core/routes';
import { useEventContext, useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { useNow } from '../../../store/useNow';
import { AsyncView } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { useLiveStreams, useProgrammeList } from '../useProgramme';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { Layout, RoomButton, RoomList, Stage } from './LivePage.styles';
import { Notice } from '../../../ui/styles/page';
import { LivePlayer } from './LivePlayer';

const texts = { ...PROGRAMME_TEXTS, ...PROGRAMME_PERSONAL_TEXTS };
/** How often now and next are worked out again. */
const NOW_REFRESH_MS = 30_000;

export function LivePage({ route, navigate }: PageProps) {
  const t = useTexts(texts);
  const href = useRouteHref();
  const rooms = useProgrammeList('rooms');
  const sessions = useProgrammeList('sessions');
  const now = useNow(NOW_REFRESH_MS);
  const queryRoom = route.query[LIVE_QUERY] ?? null;
  const [chosen, setChosen] = useState<string | null>(queryRoom);
  // The address wins when it changes (Back, a link to another room).
  useEffect(() => setChosen(queryRoom), [queryRoom]);

  const schedule = useMemo(
    () => liveRooms<ProgrammeRoom, ProgrammeSession>(rooms.data ?? [], sessions.data ?? [], now),
    [rooms.data, sessions.data, now],
  );

  return (
    <AsyncView
      query={rooms}
      texts={{ loading: t('programme.loading'), error: t('programme.error'), retry: t('programme.retry') }}
      layout="block"
    >
      {(roomList) => {
        if (schedule.length === 0) return <p>{t('programmePersonal.live.noRooms')}</p>;

        const selected = roomOfQuery(roomList, chosen);
        const choose = (room: ProgrammeRoom) => {
          const roomid = String(room.Id);
          setChosen(roomid);
          navigate(href('LivePage', {}, { [LIVE_QUERY]: roomid }), { replace: true });
        };

        return (
          <Layout part="live">
            {selected ? (
              <Stage aria-labelledby="live-stage-title">
                <SelectedRoom room={selected} entry={schedule.find((entry) => entry.room === selected) ?? null} />
              </Stage>
            ) : (
              <Stage>
                <Notice>{chosen ? t('programmePersonal.live.unknownRoom') : t('programmePersonal.live.choose')}</Notice>
              </Stage>
            )}
            <section aria-labelledby="live-rooms-title">
              <h2 id="live-rooms-title">{t('programmePersonal.live.rooms')}</h2>
              <RoomList part="live-rooms">
                {schedule.map((entry) => (
                  <li key={entry.room.Id}>
                    <RoomEntry entry={entry} now={now} pressed={entry.room === selected} onChoose={() => choose(entry.room)} />
                  </li>
                ))}
              </RoomList>
            </section>
          </Layout>
        );
      }}
    </AsyncView>
  );
}

function RoomEntry({
  entry,
  now,
  pressed,
  onChoose,
}: {
  entry: LiveRoom<ProgrammeRoom, ProgrammeSession>;
  now: number;
  pressed: boolean;
  onChoose: () => void;
}) {
  const t = useTexts(texts);
  const format = useProgrammeFormat();
  const nextStart = entry.next?.StartDateTime;
  // The time of the next session, with its date when it is not today (in the event's time zone).
  const today = eventDay(new Date(now).toISOString(), format.timeZone);
  const nextTime = nextStart
    ? eventDay(nextStart, format.timeZone) === today
      ? format.format(nextStart, 'HH:mm')
      : `${format.date(nextStart)}, ${format.format(nextStart, 'HH:mm')}`
    : '';
  return (
    <RoomButton type="button" part="live-room" data-room-id={entry.room.Id} aria-pressed={pressed} onClick={onChoose}>
      <strong>{entry.room.Name}</strong>
      <span>{entry.now ? t('programmePersonal.live.now', { name: entry.now.Name }) : t('programmePersonal.live.nothingNow')}</span>
      <span>
        {entry.next ? t('programmePersonal.live.next', { time: nextTime, name: entry.next.Name }) : t('programmePersonal.live.nothingNext')}
      </span>
    </RoomButton>
  );
}

function SelectedRoom({ room, entry }: { room: ProgrammeRoom; entry: LiveRoom<ProgrammeRoom, ProgrammeSession> | null }) {
  const t = useTexts(texts);
  const context = useEventContext();
  const href = useRouteHref();
  const format = useProgrammeFormat();
  const streams = useLiveStreams();
  const parsed = useMemo(() => parseLiveStreams({ [LIVE_STREAMS_KEY]: streams.data }), [streams.data]);
  useEffect(() => {
    for (const warning of parsed.warnings) console.warn(`[vmx] live page: ${warning}`);
  }, [parsed]);

  const stream = liveStreamOfRoom(parsed.streams, room);
  // A relative stream URL is on the server the configuration comes from (the API's).
  const url = stream ? (/^https?:/i.test(stream.url) ? stream.url : context.http.url(stream.url)) : null;
  const current = entry?.now ?? null;
  return (
    <>
      <h2 id="live-stage-title">{room.Name}</h2>
      {streams.isPending ? (
        <p role="status">{t('programme.loading')}</p>
      ) : stream && url ? (
        <LivePlayer stream={stream} url={url} roomId={room.Id} roomName={room.Name} />
      ) : (
        <Notice>{t('programmePersonal.live.noStream', { room: room.Name })}</Notice>
      )}
      {current && (
        <p>
          {t('programmePersonal.live.current')} <a href={href('SessionPage', { sessionId: current.Id })}>{current.Name}</a> (
          {format.timeRange(current.StartDateTime, current.EndDateTime)})
        </p>
      )}
    </>
  );
}
