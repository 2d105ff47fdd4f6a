/**
 * The player of a room's live stream (live-stream configuration: core/programme/liveStreams.ts): an iframe
 * for a player page, or the house media player (ui/MediaPlayer) for an HLS stream: natively where the browser
 * can (Safari, iOS), else through hls.js, which is loaded only when an HLS stream is chosen (it is large).
 *
 * Texts: programmePersonal.live.player, programmePersonal.live.streamFailed. Theme tokens: --vmx-radius,
 * --vmx-color-danger. Part: live-player.
 */
import type { LiveStream } from '../../../core/programme/liveStreams';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useTexts } from '../../../store/react';
import { MediaPlayer } from '../../../ui/MediaPlayer';
import { VideoFrame } from '../../../ui/styles/page';

export function LivePlayer({ stream, url, roomName }: { stream: LiveStream; url: string; roomName: string }) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const title = stream.title ?? t('programmePersonal.live.player', { room: roomName });
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
    <MediaPlayer
      key={url}
      media={{ Kind: 'video', Hls: url, Webm: null, Mp4: null, Audio: null }}
      label={title}
      failedText={t('programmePersonal.live.streamFailed')}
      part="live-player"
      autoPlay={false}
    />
  );
}
