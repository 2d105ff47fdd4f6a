/**
 * A recording's player: a video from HLS where the browser can play it (natively, or through hls.js, which is
 * loaded only then: it is large), else from a WebM or MP4 file the browser decodes (core/tv/tv.ts
 * chooseVideoSource); an audio file in an <audio>. It reports each video progress marker once per playback
 * (docs/rules/shell-access-identity.md section 9: every 25 percent; core/tv/progress.ts) to onMarker, and tracks
 * the markers with the seconds watched, or a live stream's seconds watched, for `tracking` (ui/useMediaTracking.ts). For pages
 * that load on demand only (TV, the presentation player, the live page, the assembly's stream): nothing eager
 * imports it.
 *
 * Texts: given by the caller (label, failedText). Theme tokens: --vmx-radius, --vmx-color-danger,
 * --vmx-color-surface. Parts: given by the caller (part).
 */
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import type { MediaSources } from '../contracts';
import { newProgressMarkers } from '../core/tv/progress';
import { chooseVideoSource, HLS_TYPE, MP4_TYPE, type VideoSource } from '../core/tv/tv';
import { useMediaTracking, type MediaTracking } from './useMediaTracking';

export interface MediaPlayerProps {
  /** Addresses the browser can load (resolved under the API base by the caller). */
  media: MediaSources;
  /** The player's accessible name. */
  label: string;
  failedText: string;
  part: string;
  /** Each progress marker (25, 50, 75, 100) the playback reaches, once. */
  onMarker?: (percent: number) => void;
  /** What the playback is of, for first-party tracking (issue 23); without it nothing is tracked. */
  tracking?: MediaTracking;
  autoPlay?: boolean;
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000000;
  border-radius: var(--vmx-radius);
  overflow: hidden;

  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

const AudioFrame = styled.div`
  audio {
    display: block;
    width: 100%;
  }
`;

const Failed = styled.p`
  color: var(--vmx-color-danger);
`;

/** What this browser can play, as chooseVideoSource asks it. */
function supportOf(video: HTMLVideoElement) {
  return {
    nativeHls: video.canPlayType(HLS_TYPE) !== '',
    mseH264: typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(MP4_TYPE),
    canPlay: (type: string) => video.canPlayType(type) !== '',
  };
}

export function MediaPlayer({ media, label, failedText, part, onMarker, tracking, autoPlay = false }: MediaPlayerProps) {
  const [failed, setFailed] = useState(false);
  const trackTime = useMediaTracking(tracking);
  const recorded = useRef<number[]>([]);
  const markerRef = useRef(onMarker);
  markerRef.current = onMarker;

  const progress = (event: SyntheticEvent<HTMLMediaElement>) => {
    const element = event.currentTarget;
    trackTime(element);
    const reached = newProgressMarkers(recorded.current, {
      currentTime: element.currentTime,
      duration: element.duration,
      ended: element.ended,
    });
    if (reached.length === 0) return;
    recorded.current = [...recorded.current, ...reached];
    reached.forEach((percent) => markerRef.current?.(percent));
  };
  // A new playback from the start records its markers again.
  const restart = (event: SyntheticEvent<HTMLMediaElement>) => {
    if (event.currentTarget.currentTime < 0.5) recorded.current = [];
  };

  if (media.Kind === 'audio') {
    return (
      <>
        <AudioFrame part={part}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the episode's description and speakers are beside it; the seeded files have no speech to transcribe. */}
          <audio
            src={media.Audio ?? undefined}
            controls
            preload="metadata"
            autoPlay={autoPlay}
            aria-label={label}
            onTimeUpdate={progress}
            onEnded={progress}
            onPlay={restart}
            onError={() => setFailed(true)}
          />
        </AudioFrame>
        {failed && <Failed role="alert">{failedText}</Failed>}
      </>
    );
  }
  return (
    <VideoPlayer
      media={media}
      label={label}
      failedText={failedText}
      part={part}
      autoPlay={autoPlay}
      progress={progress}
      restart={restart}
    />
  );
}

function VideoPlayer({
  media,
  label,
  failedText,
  part,
  autoPlay,
  progress,
  restart,
}: Omit<MediaPlayerProps, 'onMarker' | 'tracking'> & {
  progress: (event: SyntheticEvent<HTMLMediaElement>) => void;
  restart: (event: SyntheticEvent<HTMLMediaElement>) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const sourceKey = `${media.Hls}|${media.Webm}|${media.Mp4}`;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    const source: VideoSource = chooseVideoSource(media, supportOf(element));
    element.dataset.via = source.via;
    if (source.via === 'none') {
      setFailed(true);
      return;
    }
    if (source.via !== 'hls.js') {
      element.src = source.url;
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
        hls.loadSource(source.url);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the addresses are the playback's identity: a new object with the same ones is the same recording.
  }, [sourceKey]);

  return (
    <>
      <Frame part={part}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the recording's title, speakers and description are beside it; the seeded files have no speech to caption. */}
        <video
          ref={video}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
          aria-label={label}
          onTimeUpdate={progress}
          onEnded={progress}
          onPlay={restart}
          onError={() => setFailed(true)}
        />
      </Frame>
      {failed && <Failed role="alert">{failedText}</Failed>}
    </>
  );
}
