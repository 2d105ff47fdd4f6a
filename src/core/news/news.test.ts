import { describe, expect, it } from 'vitest';
import { NEWS_MAX_TAKE, NEWS_PAGE_SIZE, newsTake, newsViewQuery, parseNewsView } from './news';

describe('the news view in the address', () => {
  it('reads display=industry in any case, the company only with it, and the article', () => {
    expect(parseNewsView({ display: 'Industry', company: 'ca-0005', article: 'n-3' })).toEqual({
      display: 'industry',
      company: 'ca-0005',
      article: 'n-3',
    });
    expect(parseNewsView({ company: 'ca-0005' })).toEqual({ display: 'all', company: null, article: null });
    expect(parseNewsView({ display: 'partners', article: '<script>' })).toEqual({ display: 'all', company: null, article: null });
  });

  it('writes only what differs from all news', () => {
    expect(newsViewQuery({ display: 'all', company: 'x', article: null })).toEqual({ display: null, company: null, article: null });
    expect(newsViewQuery({ display: 'industry', company: 'ca-1', article: 'n-2' })).toEqual({
      display: 'industry',
      company: 'ca-1',
      article: 'n-2',
    });
  });
});

describe('paging', () => {
  it('asks for six more articles per "Show more", at most sixty', () => {
    expect(NEWS_PAGE_SIZE).toBe(6);
    expect(NEWS_MAX_TAKE).toBe(60);
    expect(newsTake(1)).toBe(6);
    expect(newsTake(2)).toBe(12);
    expect(newsTake(0)).toBe(6);
    expect(newsTake(50)).toBe(60);
  });
});
