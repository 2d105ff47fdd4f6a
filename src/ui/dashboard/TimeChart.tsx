/**
 * A chart of figures over time for the dashboards (issue 23): uPlot, loaded when the first chart is shown (its own
 * chunk; no element's first download carries it). The chart is a picture for sighted readers (aria-hidden): every
 * chart has a table beside it (DataTable) with the same figures, which is what screen readers read. The lines take
 * the theme's colours (read from the custom properties, since a canvas knows no var()); its width follows the box.
 *
 * Theme tokens: --vmx-color-primary, --vmx-color-secondary, --vmx-color-muted, --vmx-color-border, --vmx-color-text,
 * --vmx-font-family.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

export interface TimeSeries {
  label: string;
  values: readonly number[];
}

export interface TimeChartProps {
  /** The buckets' first instants (ISO 8601). */
  buckets: readonly string[];
  series: readonly TimeSeries[];
  /** A bucket's label on the axis (the page's language and time zone). */
  formatBucket: (iso: string) => string;
  formatNumber: (value: number) => string;
  height?: number;
}

const COLOURS = ['--vmx-color-primary', '--vmx-color-secondary', '--vmx-color-muted'] as const;
const FALLBACK = ['#0b5cad', '#e07b00', '#57606a'] as const;

/** A custom property's colour as the canvas can take it (resolved through a probe element's computed colour). */
function resolvedColour(host: HTMLElement, property: string, fallback: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${property}, ${fallback})`;
  probe.style.display = 'none';
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color || fallback;
  probe.remove();
  return colour;
}

export function TimeChart({ buckets, series, formatBucket, formatNumber, height = 220 }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    let live = true;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (!live) return;
      const text = resolvedColour(host, '--vmx-color-text', '#1b1f24');
      const grid = resolvedColour(host, '--vmx-color-border', '#d0d7de');
      const xs = buckets.map((bucket) => Date.parse(bucket) / 1000);
      const step = xs.length > 1 ? xs[1]! - xs[0]! : 86_400;
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      chart = new UPlot(
        {
          width: Math.max(200, host.clientWidth),
          height,
          legend: { show: false },
          // Room on the right for the last bucket's label.
          padding: [12, 40, 0, 0],
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            {
              ...axis,
              // Ticks on whole buckets only (every one, or every second, third... as the width allows).
              incrs: [1, 2, 3, 4, 6, 12, 24].map((times) => times * step),
              values: (_, ticks) => ticks.map((tick) => formatBucket(new Date(tick * 1000).toISOString())),
              space: 80,
            },
            { ...axis, values: (_, ticks) => ticks.map((tick) => formatNumber(tick)), size: 60 },
          ],
          series: [
            {},
            ...series.map((line, index) => ({
              label: line.label,
              stroke: resolvedColour(host, COLOURS[index % COLOURS.length]!, FALLBACK[index % FALLBACK.length]!),
              width: 2,
              points: { show: buckets.length <= 31 },
            })),
          ],
        },
        [xs, ...series.map((line) => [...line.values])],
        host,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(200, host.clientWidth), height }));
      observer.observe(host);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [buckets, series, formatBucket, formatNumber, height]);

  return (
    <ChartBox aria-hidden="true" data-chart style={{ minHeight: height }}>
      <Legend>
        {series.map((line, index) => (
          <li key={line.label} data-colour={index}>
            {line.label}
          </li>
        ))}
      </Legend>
      <div ref={box} />
    </ChartBox>
  );
}

/** uPlot's own stylesheet, the part these charts use (no legend, no cursor): as styles, so that the nonce holds. */
const ChartBox = styled.div`
  width: 100%;
  font-family: var(--vmx-font-family);

  .uplot,
  .uplot *,
  .uplot *::before,
  .uplot *::after {
    box-sizing: border-box;
  }
  .uplot {
    font-size: 0.8rem;
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    display: none;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--vmx-space) * 2);
  margin: 0 0 var(--vmx-space);
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li::before {
    content: '';
    display: inline-block;
    width: 0.9em;
    height: 0.25em;
    margin-inline-end: 0.4em;
    vertical-align: middle;
    background: var(--vmx-color-primary);
  }
  li[data-colour='1']::before {
    background: var(--vmx-color-secondary);
  }
  li[data-colour='2']::before {
    background: var(--vmx-color-muted);
  }
`;
