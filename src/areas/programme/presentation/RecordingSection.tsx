/**
 * The presentation player's recording (/presentationplayer/{i}/{e}/{l}/{presentationId}, docs/rules/content-areas.md
 * section 2): the recording plays when the presentation has one (GET /api/Modules/PresentationRecording, which
 * the server gives only to callers the presentation's session is open to: server/routes/tv.ts); "no recording" only
 * when the server says there is none (404). Each video progress marker (docs/rules/shell-access-identity.md section
 * 9: every 25 percent, core/tv/progress.ts) is sent as the documented vmx-video-progress event. A signed-in user's
 * watching is their CME attendance of the presentation's session (../useAttendance.ts).
 *
 * Texts: tv.recording.*, tv.player.* (TV_TEXTS), programmeDetail.noRecording (PROGRAMME_DETAIL_TEXTS). Theme
 * tokens: those of ui/MediaPlayer and session/Detail.styles. Parts: presentation-recording, recording-player.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { HttpError } from '../../../api/http';
import type { MediaSources } from '../../../contracts';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { TV_TEXTS } from '../../../core/tv/texts';
import { queryScope } from '../../../store/queries/keys';
import { tvQueries } from '../../../store/queries/tv';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { useEmit } from '../../../ui/host';
import { MediaPlayer } from '../../../ui/MediaPlayer';
import { Section } from '../session/Detail.styles';
import { MutedText } from '../../../ui/styles/page';
import { useOnDemandAttendance } from '../useAttendance';

export function RecordingSection({ presentationId, sessionId, title }: { presentationId: number; sessionId: number; title: string }) {
  const t = useTexts(TV_TEXTS);
  const detail = useTexts(PROGRAMME_DETAIL_TEXTS);
  const context = useEventContext();
  const emit = useEmit();
  const headingId = useId();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const userId = useEventState((state) => (state.user ? (state.user.userId ?? -1) : null));
  const recording = useQuery({
    ...tvQueries.recording(queryScope(context, language), eventId, presentationId, userId),
    enabled: eventId !== null,
  });
  const [player, setPlayer] = useState<HTMLDivElement | null>(null);
  useOnDemandAttendance(sessionId, player);
  const media = useMemo(
    () => (recording.data ? resolveMedia(recording.data.Media, (path) => context.http.url(path)) : null),
    [recording.data, context.http],
  );

  return (
    <Section aria-labelledby={headingId} part="presentation-recording">
      <h3 id={headingId}>{t('tv.recording.heading')}</h3>
      <AsyncView
        query={recording}
        texts={{ loading: t('tv.recording.loading'), error: t('tv.recording.error') }}
        failed={(error) =>
          error instanceof HttpError && error.status === 404 ? (
            <MutedText data-player="no-recording">{detail('programmeDetail.noRecording')}</MutedText>
          ) : undefined
        }
      >
        {() =>
          media && (
            <div data-player="recording" ref={setPlayer}>
              <MediaPlayer
                media={media}
                part="recording-player"
                label={t('tv.player.video', { title })}
                failedText={t('tv.player.failed')}
                tracking={{ targetType: 'session', targetId: String(sessionId) }}
                onMarker={(percent) => emit('vmx-video-progress', { source: 'presentation', id: String(presentationId), percent })}
              />
            </div>
          )
        }
      </AsyncView>
    </Section>
  );
}

/** The media's addresses as the browser loads them: under the API base unless http(s). */
function resolveMedia(media: MediaSources, resolve: (path: string) => string): MediaSources {
  const at = (path: string | null) => (path === null ? null : resolve(path));
  return { ...media, Hls: at(media.Hls), Webm: at(media.Webm), Mp4: at(media.Mp4), Audio: at(media.Audio) };
}
