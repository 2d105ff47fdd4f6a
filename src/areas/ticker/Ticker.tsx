/**
 * The scrolling news ticker (docs/rules/content-areas.md sections 1 and 4).
 *
 * Texts: ticker.label. Theme tokens: --vmx-ticker-background, --vmx-ticker-text, --vmx-font-family,
 * --vmx-space. Parts: ticker, track, item.
 *
 * The strip scrolls by CSS animation, pauses on hover and keyboard focus, and does not move for people
 * who ask for reduced motion. A second copy of the items makes the loop seamless; it is hidden from
 * assistive technology so each item is read once.
 */
import { useText } from '../../store/react';
import { useTickerConfig } from './useTickerConfig';
import { useComponentVisible } from '../../store/visibility';
import { Item, Strip, TickerBox, Track } from './Ticker.styles';
import { TickerTokens } from './ticker.tokens';
import { useTickerItems } from './useTickerItems';

/** Ours: scroll speed, in seconds per item. */
const SECONDS_PER_ITEM = 6;

export function Ticker() {
  const t = useText();
  const hidden = useTickerConfig().hideTicker;
  const visible = useComponentVisible('ticker');
  const { source, items } = useTickerItems();

  const shown = !hidden && visible;
  if (!shown || items.length === 0) return null;

  const duration = `${Math.max(items.length, 2) * SECONDS_PER_ITEM}s`;
  return (
    <TickerBox part="ticker" aria-label={t('ticker.label')} data-source={source} tabIndex={0}>
      <TickerTokens />
      <Strip>
        <Track part="track" style={{ animationDuration: duration }}>
          <ul>
            {items.map((item, index) => (
              <Item key={index} part="item">
                {item}
              </Item>
            ))}
          </ul>
          <ul aria-hidden="true">
            {items.map((item, index) => (
              <Item key={index}>{item}</Item>
            ))}
          </ul>
        </Track>
      </Strip>
    </TickerBox>
  );
}
