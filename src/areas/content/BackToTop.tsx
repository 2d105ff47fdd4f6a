/**
 * The back-to-top button (docs/rules/shell-access-identity.md section 1, shell features): shows once the page is
 * scrolled past core/scroll.ts BACK_TO_TOP_THRESHOLD_PX; it scrolls to the top and puts focus on the
 * page's heading, so that keyboard users start there too. An overlay of <vmx-app>.
 *
 * Texts: backToTop.label. Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-radius,
 * --vmx-space, --vmx-color-focus. Parts: back-to-top.
 */
import { useEffect, useRef, useState } from 'react';
import { backToTopShows } from '../../core/scroll';
import type { PageProps } from '../../ui/page';
import { TopButton } from './BackToTop.styles';
import { useContentText } from './useContentText';

export function BackToTop(_props: PageProps) {
  const t = useContentText();
  const [shows, setShows] = useState(() => backToTopShows(scrollY));
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShows(backToTopShows(scrollY)));
    };
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!shows) return null;
  return (
    <TopButton
      ref={button}
      type="button"
      part="back-to-top"
      onClick={() => {
        scrollTo({ top: 0, behavior: 'smooth' });
        const root = button.current?.getRootNode() as Document | ShadowRoot | undefined;
        const heading = root?.querySelector<HTMLElement>('main h1');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
      }}
    >
      {t('backToTop.label')}
    </TopButton>
  );
}
