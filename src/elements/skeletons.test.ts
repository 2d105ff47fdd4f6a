// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from './define';
import { ELEMENT_LOADERS } from './registry';
import { BUSY_MS, EMPTY_MS, REVEAL_SKELETON_ATTRIBUTE } from './skeletonReveal';
import { GAP_REM, paintSkeleton, SKELETON_ATTRIBUTE, SKELETON_CSS, skeletonOf, skeletonReservationCss } from './skeletons';

const attributes = (values: Record<string, string> = {}) => ({ getAttribute: (name: string) => values[name] ?? null });
const shapes = (tag: string, values?: Record<string, string>) => skeletonOf(tag, attributes(values));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the first-paint skeleton of each element', () => {
  it('exists for every tag the autoloader knows', () => {
    for (const tag of Object.keys(ELEMENT_LOADERS)) expect(skeletonOf(tag, attributes()).length, tag).toBeGreaterThan(0);
  });

  it('reserves the heights of each element’s first screen, loaded at the default tokens', () => {
    // The search field with its label (4.75rem), the view tabs (2.5rem), then rows of 5.5rem: more than a
    // 1440 × 900 screen, so what the list pushes down is out of sight.
    expect(shapes('vmx-programme', { view: 'sessions' })).toEqual([57, 5.5]);
    expect(shapes('vmx-programme')).toEqual([57, 5.5]);
    expect(57 * 16).toBeGreaterThan(900);
    expect(shapes('vmx-programme', { view: 'personal' })).toEqual([16.5, 5.5]);
    expect(shapes('vmx-programme', { view: 'grid' })).toEqual([43, 43]);
    expect(shapes('vmx-exhibitors')).toEqual([57, 14.75, 16]);
    expect(shapes('vmx-news')).toEqual([39, 14.75, 16]);
    expect(shapes('vmx-ticker')).toEqual([2.5, 3.25]);
    expect(shapes('vmx-logo-grid')).toEqual([57, 5.75, 9]);
    expect(shapes('vmx-app')).toEqual([57, 7]);
    expect(shapes('vmx-evaluation')).toEqual([4, 4.75]);
    expect(shapes('vmx-login')).toEqual([15, 3.25]);
    expect(shapes('vmx-charity-highscore')).toEqual([15, 3.25]);
  });

  // Its var()s' fallbacks are checked against ui/tokens.ts TOKENS by ui/tokens.test.ts.
  it('reads the shared tokens, leaves GAP_REM between bars, and does not move', () => {
    expect(SKELETON_CSS.split(`calc(var(--r) - ${String(GAP_REM).replace(/^0/, '')}rem)`)).toHaveLength(2);
    for (const name of ['color-border', 'radius']) expect(SKELETON_CSS).toContain(`var(--vmx-${name},`);
    expect(SKELETON_CSS).not.toMatch(/animation|transition/);
  });

  it('is marked by the attribute the reveal looks for', () => {
    expect(REVEAL_SKELETON_ATTRIBUTE).toBe(SKELETON_ATTRIBUTE);
  });

  it('is painted in an open shadow root: one busy box without text, sized, its bars drawn by the stylesheet', () => {
    const element = document.body.appendChild(document.createElement('vmx-programme'));
    element.setAttribute('view', 'sessions');
    paintSkeleton(element);
    const box = element.shadowRoot?.querySelector<HTMLElement>(`[${SKELETON_ATTRIBUTE}]`);
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(box?.getAttribute('part')).toBe('skeleton');
    expect(box?.textContent).toBe('');
    expect(box?.children).toHaveLength(0);
    expect(box?.style.height).toBe('57rem');
    expect(box?.style.getPropertyValue('--r')).toBe('5.5rem');
    expect(box?.style.getPropertyValue('--w')).toBe('');
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
  });

  it('cuts a grid of cards into columns', () => {
    const element = document.body.appendChild(document.createElement('vmx-exhibitors'));
    paintSkeleton(element);
    const box = element.shadowRoot?.querySelector<HTMLElement>(`[${SKELETON_ATTRIBUTE}]`);
    expect(box?.style.getPropertyValue('--w')).toBe('16rem');
    expect(box?.style.height).toBe('57rem');
    expect(SKELETON_CSS).toContain('[style*="--w"]{mask:linear-gradient(90deg,#000 calc(100% - .75rem),#0000 0) 0 0/var(--w) 100% round}');
  });

  it('is not painted twice, nor on an element that has a shadow root already', () => {
    const element = document.body.appendChild(document.createElement('vmx-ticker'));
    paintSkeleton(element);
    paintSkeleton(element);
    expect(element.shadowRoot?.querySelectorAll(`[${SKELETON_ATTRIBUTE}]`)).toHaveLength(1);
  });
});

describe('an element defined after its skeleton was painted', () => {
  it('takes the skeleton’s shadow root over and swaps the skeleton for its content', async () => {
    vi.useFakeTimers();
    const element = document.body.appendChild(document.createElement('vmx-skeleton-probe'));
    paintSkeleton(element);
    const root = element.shadowRoot;
    defineElement({ tag: 'vmx-skeleton-probe', kind: 'standalone', component: () => createElement('p', null, 'content') });
    expect(element.shadowRoot).toBe(root);
    await vi.waitFor(() => expect(root?.querySelector('p')?.textContent).toBe('content'));
    // happy-dom lays nothing out (every box is 0 high): the content counts as rendering nothing, shown after EMPTY_MS.
    expect(root?.querySelector(`[${SKELETON_ATTRIBUTE}]`)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(EMPTY_MS);
    expect(root?.querySelector(`[${SKELETON_ATTRIBUTE}]`)).toBeNull();
    // Its sheet stays (taking it away would restyle the whole tree as it first shows), matching nothing in the tree.
    expect(root?.adoptedStyleSheets).toHaveLength(1);
  });

  it('keeps the skeleton while its content is busy, at most BUSY_MS', async () => {
    vi.useFakeTimers();
    const element = document.body.appendChild(document.createElement('vmx-skeleton-busy'));
    paintSkeleton(element);
    defineElement({ tag: 'vmx-skeleton-busy', kind: 'standalone', component: () => createElement('div', { 'aria-busy': 'true' }) });
    const root = element.shadowRoot;
    await vi.waitFor(() => expect(root?.querySelector('div[aria-busy="true"]:not([data-vmx-skeleton])')).not.toBeNull());
    // Longer than a tree that renders nothing keeps it: busy is not empty.
    expect(BUSY_MS).toBeGreaterThan(EMPTY_MS);
    await vi.advanceTimersByTimeAsync(EMPTY_MS + 100);
    expect(root?.querySelector(`[${SKELETON_ATTRIBUTE}]`)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(BUSY_MS);
    expect(root?.querySelector(`[${SKELETON_ATTRIBUTE}]`)).toBeNull();
  });
});

describe('the stylesheet that reserves the skeletons’ heights before any script runs', () => {
  it('gives every tag not yet defined its skeleton’s height, and the programme’s smaller views theirs', () => {
    const css = skeletonReservationCss(['vmx-programme', 'vmx-ticker', 'vmx-login']);
    expect(css).toContain('vmx-programme:not(:defined){display:block;min-height:57rem}');
    expect(css).toContain('vmx-ticker:not(:defined){display:block;min-height:2.5rem}');
    expect(css).toContain('vmx-login:not(:defined){display:block;min-height:15rem}');
    expect(css).toContain('vmx-programme[view=personal i]:not(:defined){display:block;min-height:16.5rem}');
    expect(css).toContain('vmx-programme[view=grid i]:not(:defined){display:block;min-height:43rem}');
  });
});
