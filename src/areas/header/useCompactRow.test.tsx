// @vitest-environment happy-dom
/** The banner row turns compact only when measured to run over, and tries the full form again when it may fit. */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useCompactRow } from './useCompactRow';

/** A row whose content needs `needed` px: it runs over (scrollWidth) when its width is smaller. */
function Row({ width, needed, content = 'en-GB' }: { width: number; needed: number; content?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const setUp = (node: HTMLDivElement | null) => {
    ref.current = node;
    if (!node) return;
    // The test DOM does no layout: the row's widths are the test's.
    Object.defineProperty(node, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(node, 'scrollWidth', { configurable: true, get: () => Math.max(width, node.dataset.compact ? 0 : needed) });
  };
  const { compact } = useCompactRow(ref, width, content);
  return <div ref={setUp} data-testid="row" data-compact={compact || undefined} />;
}

const compactOf = (container: HTMLElement) => container.querySelector('[data-testid="row"]')?.hasAttribute('data-compact');

describe('useCompactRow', () => {
  it('keeps the full row while it fits', () => {
    const { container } = render(<Row width={1440} needed={1100} />);
    expect(compactOf(container)).toBe(false);
  });

  it('turns compact when the full row runs over, and stays compact at that width and narrower', () => {
    const { container, rerender } = render(<Row width={1024} needed={1100} />);
    expect(compactOf(container)).toBe(true);
    rerender(<Row width={1000} needed={1100} />);
    expect(compactOf(container)).toBe(true);
  });

  it('tries the full row again when wider, and when the content changes (another language)', () => {
    const { container, rerender } = render(<Row width={1024} needed={1100} />);
    expect(compactOf(container)).toBe(true);
    rerender(<Row width={1280} needed={1100} />);
    expect(compactOf(container)).toBe(false);
    rerender(<Row width={1024} needed={900} content="de-DE" />);
    expect(compactOf(container)).toBe(false);
  });
});
