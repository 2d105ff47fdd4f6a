/** Latencies (or any durations) in ms reduced to the percentiles the table shows. */

export interface Percentiles {
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Nearest-rank percentiles; all zero for no values. */
export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!);
  return { count: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}
