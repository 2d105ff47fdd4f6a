/**
 * The advertisement overlay of every event page. Nothing of it is in the first render: the popup's
 * code loads when the first ad check is due (section 9: 4000 ms after start), the banners' code only
 * when config_json configures a banner. Each waits for its ComponentVisibility rule (adPopup, adBanners;
 * docs/rules/content-areas.md section 4, component time window) and stays away while the rule hides it.
 *
 * Texts: none here (see AdPopupHost, AdBanners). Theme tokens: none.
 */
import { useEffect, useState } from 'react';
import { AD_CHECK_AFTER_START_MS, BANNER_SLOTS } from '../../core/adSchedule';
import { useEventState } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const AdPopupHost = lazyComponent<PageProps>(() => import('./AdPopupHost').then((m) => ({ default: m.AdPopupHost })), { quiet: true });
const AdBanners = lazyComponent<PageProps>(() => import('./AdBanners').then((m) => ({ default: m.AdBanners })), { quiet: true });

export function AdsOverlay(props: PageProps) {
  const [started, setStarted] = useState(false);
  const popupVisible = useComponentVisible('adPopup');
  const bannersVisible = useComponentVisible('adBanners');
  const raw = useEventState((state) => state.config.raw);
  const hasBanner = BANNER_SLOTS.some((slot) => raw[slot] !== undefined && raw[slot] !== null && raw[slot] !== '');
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), AD_CHECK_AFTER_START_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {started && popupVisible && <AdPopupHost {...props} />}
      {hasBanner && bannersVisible && <AdBanners {...props} />}
    </>
  );
}
