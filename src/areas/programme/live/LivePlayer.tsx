/**
 * The player of a room's live stream (live-stream configuration: core/programme/liveStreams.ts): an iframe
 * for a player page, or a <video> for an HLS stream. HLS plays natively where the browser can (Safari, iOS),
 * else through hls.js, which is loaded only when an HLS stream is chosen (it is large).
 *
 * Texts: programmePersonal.live.player, programmePersonal.live.streamFailed. Theme tokens: --vmx-radius,
 * --vmx-color-danger. Part: live-player.
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveStream } from '../../../core/programme/liveStreams';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useTexts } from '../../../store/react';
import { ErrorText, PlayerFrame } from './LivePage.styles';

const HLS_MIME = 'application/vnd.apple.mpegurl';

export function LivePlayer({ stream, url, roomName }: { stream: LiveStream; url: string; roomName: string }) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const title = stream.title ?? t('programmePersonal.live.player', { room: roomName });
  return stream.type === 'iframe' ? (
    <PlayerFrame part="live-player">
      <iframe
        src={url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </PlayerFrame>
  ) : (
    <HlsVideo key={url} url={url} title={title} />
  );
}

function HlsVideo({ url, title }: { url: string; title: string }) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType(HLS_MIME)) {
      element.src = url;
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | null = null;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <>
      <PlayerFrame part="live-player">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live HLS stream carries its captions itself (hls.js adds them as text tracks); there is no file for a <track>. */}
        <video ref={video} controls playsInline aria-label={title} onError={() => setFailed(true)} />
      </PlayerFrame>
      {failed && <ErrorText role="alert">{t('programmePersonal.live.streamFailed')}</ErrorText>}
    </>
  );
}
