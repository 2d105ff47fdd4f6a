/**
 * What the bench runs inside the page, as strings: tsx would wrap a function's inner helpers in names the
 * page does not have. The init script runs before the page's own scripts and keeps its notes in
 * window.__vmxBench; times are performance.now() (milliseconds since the navigation started).
 *
 * - paint: the paint timing entries (first-paint, first-contentful-paint);
 * - firstRowMs: the frame that paints the element's first row. A MutationObserver on the element's shadow
 *   root sees the row arrive, or become visible (a row rendered unseen beside the skeleton counts once the skeleton
 *   is gone); the frame after that (requestAnimationFrame, then a task) is the one that
 *   paints it. The root is found where the element makes it (attachShadow) or, for a root that came with
 *   the HTML (declarative shadow DOM), when the element is in the document;
 * - longTasks: every task over 50 ms (PerformanceObserver 'longtask');
 * - layoutShift: the sum of the layout shifts not caused by input ('layout-shift');
 * - keystrokes: armKey() before each key press; the key's time is its keydown event's timeStamp, the
 *   results' time the frame after the last change to the shadow root's rows and texts (childList and
 *   characterData: a new result set, a new count), or, when nothing changed, the frame after the input
 *   event (the visitor saw their letter and the same results).
 */
export function initScript(tag: string, rowSelector: string): string {
  return `(() => {
  const tag = ${JSON.stringify(tag)};
  const rowSelector = ${JSON.stringify(rowSelector)};
  const bench = (window.__vmxBench = { paint: {}, firstRowSeenMs: null, firstRowMs: null, longTasks: [], layoutShift: 0, key: null });
  performance.setResourceTimingBufferSize(2000);
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (entry) => (bench.paint[entry.name] = entry.startTime));
  observe('longtask', (entry) => bench.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) bench.layoutShift += entry.value;
  });
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(() => then(performance.now()), 0));
  // A row the visitor can see: not one rendered unseen beside the element's skeleton (elements/skeletonReveal.ts).
  const hasRow = (root) => {
    const row = root.querySelector(rowSelector);
    return row !== null && row.textContent.trim() !== '' && (!row.checkVisibility || row.checkVisibility({ visibilityProperty: true }));
  };
  const watched = new WeakSet();
  const watch = (root) => {
    if (watched.has(root)) return;
    watched.add(root);
    const check = () => {
      if (bench.firstRowSeenMs === null && hasRow(root)) {
        bench.firstRowSeenMs = performance.now();
        afterPaint((at) => (bench.firstRowMs = at));
      }
      const key = bench.key;
      if (key && key.downAt !== null) {
        key.changedAt = performance.now();
        afterPaint((at) => {
          if (bench.key === key) key.changedPaintedAt = at;
        });
      }
    };
    new MutationObserver(check).observe(root, { childList: true, subtree: true, characterData: true });
    check();
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === tag) watch(root);
    return root;
  };
  const findDeclared = () => {
    for (const element of document.querySelectorAll(tag)) if (element.shadowRoot) watch(element.shadowRoot);
  };
  new MutationObserver(findDeclared).observe(document, { childList: true, subtree: true });
  addEventListener(
    'keydown',
    (event) => {
      if (bench.key && bench.key.downAt === null) bench.key.downAt = event.timeStamp;
    },
    true,
  );
  addEventListener(
    'input',
    () => {
      const key = bench.key;
      if (key && key.echoPaintedAt === null) afterPaint((at) => (key.echoPaintedAt = at));
    },
    true,
  );
  bench.armKey = () => {
    bench.key = { downAt: null, changedAt: null, changedPaintedAt: null, echoPaintedAt: null };
  };
})();`;
}

/** The key's figures once quiet: null while the last change is not painted or quiet for less than quietMs. */
export function keyResultScript(quietMs: number): string {
  return `(() => {
  const key = window.__vmxBench.key;
  if (!key || key.downAt === null || key.echoPaintedAt === null) return null;
  const last = key.changedAt ?? key.downAt;
  if (performance.now() - last < ${quietMs}) return null;
  if (key.changedAt !== null && (key.changedPaintedAt === null || key.changedPaintedAt < key.changedAt)) return null;
  return { ms: (key.changedAt === null ? key.echoPaintedAt : key.changedPaintedAt) - key.downAt, changed: key.changedAt !== null };
})()`;
}

/** Everything the page noted, and its resources (Resource Timing), once the page has settled. */
export const PAGE_FIGURES_SCRIPT = `(() => {
  const bench = window.__vmxBench;
  const navigation = performance.getEntriesByType('navigation')[0];
  const resources = [navigation, ...performance.getEntriesByType('resource')].filter(Boolean).map((entry) => ({
    url: entry.name,
    initiatorType: entry.initiatorType,
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
    transferSize: entry.transferSize,
    startTime: entry.startTime,
    responseEnd: entry.responseEnd,
  }));
  return {
    paint: bench.paint,
    firstRowMs: bench.firstRowMs,
    longTasks: bench.longTasks,
    layoutShift: bench.layoutShift,
    resources,
    now: performance.now(),
  };
})()`;
