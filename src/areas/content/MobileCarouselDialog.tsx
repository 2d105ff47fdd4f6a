/**
 * The carousel itself, in a modal dialog (ui/Dialog): slides with previous and next buttons; after
 * minDuration seconds it closes itself or offers its close button (core/mobileCarousel.ts
 * mobileCarouselPhase). Before that Escape does nothing, as the close button is not there yet.
 *
 * Texts: carousel.title, carousel.close, carousel.previous, carousel.next, carousel.position.
 * Theme tokens: those of ui/Dialog, --vmx-color-border, --vmx-radius, --vmx-space. Parts: dialog,
 * carousel-slide.
 */
import { useEffect, useState } from 'react';
import { mobileCarouselPhase, type MobileCarouselConfig } from '../../core/mobileCarousel';
import { Dialog } from '../../ui/Dialog';
import { Controls, Slide } from './MobileCarouselDialog.styles';
import { useContentText } from './useContentText';

export function MobileCarouselDialog({ config, onClose }: { config: MobileCarouselConfig; onClose: () => void }) {
  const t = useContentText();
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const [index, setIndex] = useState(0);
  const phase = mobileCarouselPhase(config, openedAt, now);

  useEffect(() => {
    const wait = Math.max(0, openedAt + config.minDurationSeconds * 1000 - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [openedAt, config.minDurationSeconds]);

  useEffect(() => {
    if (phase.autoCloseNow) onClose();
  }, [phase.autoCloseNow, onClose]);

  const slide = config.slides[index]!;
  const total = config.slides.length;
  return (
    <Dialog
      open
      title={t('carousel.title')}
      closeLabel={phase.closeButton ? t('carousel.close') : undefined}
      onClose={() => {
        if (phase.closeButton) onClose();
      }}
      fullscreen
    >
      <Slide part="carousel-slide" aria-roledescription="slide" aria-label={t('carousel.position', { current: index + 1, total })}>
        {slide.image && <img src={slide.image} alt={slide.alt} />}
        {slide.text && <figcaption>{slide.text}</figcaption>}
      </Slide>
      <Controls>
        <button type="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          {t('carousel.previous')}
        </button>
        <span aria-live="polite">{t('carousel.position', { current: index + 1, total })}</span>
        <button type="button" onClick={() => setIndex(index + 1)} disabled={index === total - 1}>
          {t('carousel.next')}
        </button>
      </Controls>
    </Dialog>
  );
}
