/**
 * Whether the banner row needs its compact form (the banner menu as icons, their names kept for assistive
 * technology): measured, not guessed, because what fits depends on the logos, the configured tools, the user
 * area and the language's words (issue 18: the German row ran past the window's edge at 1024 px). The width at
 * which the full form ran over is kept, so the row does not flip back and forth at that width; a wider row
 * tries the full form again.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** content: what else decides what fits (the language, who is signed in); a change measures again. */
export function useCompactRow(
  row: RefObject<HTMLElement | null>,
  width: number,
  content: string,
): { compact: boolean; remeasure: () => void } {
  const [overflowedAt, setOverflowedAt] = useState<{ width: number; content: string } | null>(null);
  const [tick, setTick] = useState(0);
  const compact = overflowedAt !== null && overflowedAt.content === content && width <= overflowedAt.width;
  useLayoutEffect(() => {
    const element = row.current;
    if (element && !compact && element.scrollWidth > element.clientWidth + 1) setOverflowedAt({ width, content });
  }, [row, compact, width, content, tick]);
  // A logo that loads after the first layout widens the row without a render of ours.
  return { compact, remeasure: () => setTick((tick) => tick + 1) };
}
