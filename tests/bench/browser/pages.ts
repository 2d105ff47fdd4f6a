/**
 * The pages the browser bench loads: each holds one element and nothing else, so that the page's first
 * paint is the element's own (a heading beside it would paint at once and say nothing about the element).
 * They are what a society's site does: the tag with its attributes, and /vmx.js.
 */

export type BenchElement = 'programme' | 'ticker' | 'exhibitors';

export interface BenchTarget {
  element: BenchElement;
  tag: string;
  attributes: Record<string, string>;
  /**
   * A first row with data in it: a session row, an exhibitor card, a news item. Attribute-qualified where
   * the element has one, so that a skeleton placeholder with the same part does not count as a row.
   */
  rowSelector: string;
  /** What a visitor types into the element's search box, letter by letter; none: the element has no search. */
  typed: readonly string[];
}

const DEMO = { instance: 'demo', event: 'ehc2026', language: 'en-GB', 'api-base': '/' } as const;

export const BENCH_TARGETS: Record<BenchElement, BenchTarget> = {
  programme: {
    element: 'programme',
    tag: 'vmx-programme',
    attributes: { ...DEMO, view: 'sessions', 'platform-url': '/' },
    rowSelector: '[part="result"][data-session-id]',
    // 20 keystrokes: a topic of many sessions, then one of fewer.
    typed: ['heart failure', 'imaging'],
  },
  ticker: {
    element: 'ticker',
    tag: 'vmx-ticker',
    attributes: { ...DEMO },
    rowSelector: '[part="item"]',
    typed: [],
  },
  exhibitors: {
    element: 'exhibitors',
    tag: 'vmx-exhibitors',
    attributes: { ...DEMO, 'platform-url': '/' },
    rowSelector: '[part="exhibitor"][data-company]',
    typed: ['medical', 'pharma', 'bio'],
  },
};

/** The page's path on the server: the server answers it (with its standalone page), the bench swaps the body. */
export function benchPath(element: BenchElement): string {
  return `/bench/${element}.html`;
}

export function benchPageHtml(target: BenchTarget): string {
  const attributes = Object.entries(target.attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>bench: ${target.tag}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <${target.tag}${attributes}></${target.tag}>
    <script type="module" src="/vmx.js"></script>
  </body>
</html>
`;
}
