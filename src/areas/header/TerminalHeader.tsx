/**
 * The terminal (kiosk) container's header (docs/rules/shell-access-identity.md section 2, terminal mode): the header
 * image (config_json defaults.terminal.terminalHeaderImage) and the looping, muted promo video with its
 * two images (ours: defaults.terminal.promoVideo {url, images}); a browser without HTML5 video shows the
 * fallback text. No links: a kiosk is not for leaving. Loaded on demand.
 *
 * Texts: header.label, header.terminal.videoFallback. Theme tokens: --vmx-color-background, --vmx-radius, --vmx-space.
 */
import { useEventState } from '../../store/react';
import { useHeaderAppConfig } from './useHeader';
import { useHeaderText } from './useHeaderText';
import { Promo, TerminalBox } from './TerminalHeader.styles';

export default function TerminalHeader() {
  const t = useHeaderText();
  const eventName = useEventState((state) => state.details?.Name ?? '');
  const { terminal } = useHeaderAppConfig();
  const [first, second] = terminal.promoVideo?.images ?? [];
  return (
    <TerminalBox aria-label={t('header.label')} data-header="terminal" part="header">
      {terminal.headerImage && <img src={terminal.headerImage} alt={eventName} data-header="terminal-image" />}
      {terminal.promoVideo && (
        <Promo>
          {first ? <img src={first} alt="" /> : <span />}
          <video src={terminal.promoVideo.url} poster={first} autoPlay loop muted playsInline data-header="promo-video">
            {t('header.terminal.videoFallback')}
          </video>
          {second ? <img src={second} alt="" /> : <span />}
        </Promo>
      )}
    </TerminalBox>
  );
}
