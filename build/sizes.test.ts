/** What the size measurement counts: what a page downloads before the element's first rows, and nothing more. */
import { describe, expect, it } from 'vitest';
import { ELEMENT_DOCS } from '../src/elements/catalog';
import { measuredFiles, trackerAddition } from './sizes';
import { SIZE_BUDGETS } from './sizeBudgets';

const graphs = {
  'vmx-ticker': {
    code: ['ticker.js', 'define.js'],
    firstRows: ['ticker.js', 'define.js'],
    firstScreen: ['ticker.js', 'define.js', 'contrast.js'],
  },
  'vmx-news': {
    code: ['news.js', 'define.js'],
    firstRows: ['news.js', 'define.js', 'NewsElement.js'],
    firstScreen: ['news.js', 'define.js', 'NewsElement.js', 'contrast.js'],
  },
};

describe('measuredFiles', () => {
  it('counts the autoloader and the element’s first-rows graph, not what its first screen loads later', () => {
    const files = measuredFiles(graphs);
    expect(files['vmx-ticker']).toEqual(['vmx.js', 'ticker.js', 'define.js']);
    expect(files['vmx-news']).toEqual(['vmx.js', 'news.js', 'define.js', 'NewsElement.js']);
  });

  it('counts for the script tag itself, the autoloader and every element’s code, each file once', () => {
    expect(measuredFiles(graphs)['single-file']).toEqual(['vmx-all.js', 'vmx.js', 'ticker.js', 'define.js', 'news.js']);
  });

  it('measures every element that has a budget, as every documented tag has graphs', () => {
    const tags = ELEMENT_DOCS.map((element) => element.tag);
    expect(tags).toEqual(
      expect.arrayContaining(Object.keys(SIZE_BUDGETS).filter((name) => name !== 'single-file' && name !== 'tracking-client')),
    );
  });
});

describe('trackerAddition', () => {
  const bytes: Record<string, number> = { 'tracker.js': 1500, 'consent.js': 300, 'define.js': 40_000, 'NewsElement.js': 5000 };
  const gzipBytes = (file: string) => bytes[file]!;

  it('counts the tracker’s chunks an element’s first rows do not hold, for the element that holds the fewest', () => {
    const withConsent = { ...graphs, 'vmx-news': { ...graphs['vmx-news'], firstRows: [...graphs['vmx-news'].firstRows, 'consent.js'] } };
    expect(trackerAddition(withConsent, ['tracker.js', 'consent.js', 'define.js'], gzipBytes)).toBe(1800);
  });

  it('counts nothing an element already has', () => {
    expect(trackerAddition({ 'vmx-news': graphs['vmx-news'] }, ['define.js', 'NewsElement.js'], gzipBytes)).toBe(0);
  });
});
