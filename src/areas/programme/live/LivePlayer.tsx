/**
 * The player of a room's live stream (live-stream configuration: core/programme/liveStreams.ts): an iframe
 * for a player page, or the house media player (ui/MediaPlayer) for an HLS stream: natively where the browser
 * can (Safari, iOS), else through hls.js, which is loaded only when an HLS stream is chosen (it is large).
 * A signed-in user's watching is their CME attendance (../useAttendance.ts): the house player's while it plays, a
 * frame's while the page is visible (the page cannot see into it). While the house player plays, the seconds watched
 * are also tracked every LIVE_WATCH_INTERVAL_MS (live-watch, target the room; ours, issue 23, ui/useMediaTracking.ts).
 *
 * Texts: programmePersonal.live.player, programmePersonal.live.streamFailed. Theme tokens: --vmx-radius,
 * --vmx-color-danger. Part: live-player.
 */
import { useState } from 'react';
import type { LiveStream } from '../../../core/programme/liveStreams';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useTexts } from '../../../store/react';
import { MediaPlayer } from '../../../ui/MediaPlayer';
import { VideoFrame } from '../../../ui/styles/page';
import { useLiveAttendance } from '../useAttendance';

export function LivePlayer({ stream, url, roomId, roomName }: { stream: LiveStream; url: string; roomId: number; roomName: string }) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const title = stream.title ?? t('programmePersonal.live.player', { room: roomName });
  const [media, setMedia] = useState<HTMLDivElement | null>(null);
  useLiveAttendance(roomId, media, stream.type === 'iframe');
  return stream.type === 'iframe' ? (
    <VideoFrame part="live-player">
      <iframe
        src={url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </VideoFrame>
  ) : (
    <div ref={setMedia}>
      <MediaPlayer
        key={url}
        media={{ Kind: 'video', Hls: url, Webm: null, Mp4: null, Audio: null }}
        label={title}
        failedText={t('programmePersonal.live.streamFailed')}
        part="live-player"
        autoPlay={false}
        tracking={{ targetType: 'room', targetId: String(roomId), live: true }}
      />
    </div>
  );
}
