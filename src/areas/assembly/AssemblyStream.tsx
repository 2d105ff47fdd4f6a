/**
 * The assembly's live stream, played the way the live page plays a room's: a player page in an iframe, or an HLS
 * stream in the house media player (ui/MediaPlayer: natively where the browser can, else through hls.js, loaded
 * only then). The address comes from the server, members only, already checked there.
 *
 * Texts: assembly.stream.player, assembly.stream.failed. Theme tokens: those of Assembly.styles.
 */
import type { AssemblyStream as Stream } from '../../contracts';
import { ASSEMBLY_TEXTS } from '../../core/assembly/texts';
import { useTexts } from '../../store/react';
import { MediaPlayer } from '../../ui/MediaPlayer';
import { PlayerFrame } from './Assembly.styles';

export function AssemblyStream({ stream }: { stream: Stream }) {
  const t = useTexts(ASSEMBLY_TEXTS);
  const title = t('assembly.stream.player');
  return stream.Type === 'iframe' ? (
    <PlayerFrame>
      <iframe
        src={stream.Url}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </PlayerFrame>
  ) : (
    <MediaPlayer
      key={stream.Url}
      media={{ Kind: 'video', Hls: stream.Url, Webm: null, Mp4: null, Audio: null }}
      label={title}
      failedText={t('assembly.stream.failed')}
      part="assembly-stream"
    />
  );
}
