import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPost } from '../../src/contracts';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/Modules/SocialFeed?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json<SocialPost[]>();
};

describe('the social feed', () => {
  it('serves microblog and photo posts, newest first, to everyone', async () => {
    const posts = await feed('eventid=2026&language=en-GB');
    expect(new Set(posts.map((post) => post.Kind))).toEqual(new Set(['timeline', 'photo']));
    const times = posts.map((post) => post.PostedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const post of posts) {
      expect(post.Handle).toMatch(/^\w+$/);
      expect(post.Text).not.toBe('');
    }
  });

  it('narrows to one tab by kind; every photo post has a photo of our own origin with a text alternative', async () => {
    const photos = await feed('eventid=2026&language=en-GB&kind=photo');
    expect(photos.length).toBeGreaterThan(0);
    for (const post of photos) {
      expect(post.Kind).toBe('photo');
      expect(post.Photo?.Url).toMatch(/^\/media\/socialfeed\/2026\/\d+\.svg$/);
      expect(post.Photo?.Alt).not.toBe('');
    }
    expect((await feed('eventid=2026&language=en-GB&kind=timeline')).every((post) => post.Photo === null)).toBe(true);
  });

  it('comes in German for de-DE', async () => {
    const [en, de] = [await feed('eventid=2026&language=en-GB'), await feed('eventid=2026&language=de-DE')];
    expect(de.map((post) => post.Id)).toEqual(en.map((post) => post.Id));
    expect(de[0]!.Text).not.toBe(en[0]!.Text);
  });

  it('answers 400 naming the field for a bad kind or event id', async () => {
    for (const [query, field] of [
      ['eventid=2026&language=en-GB&kind=video', 'kind'],
      ['eventid=x&language=en-GB', 'eventid'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/Modules/SocialFeed?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
  });

  it('draws the photos as SVG itself, and 404s a photo that does not exist', async () => {
    const [post] = await feed('eventid=2026&language=en-GB&kind=photo');
    const photo = await t.app.inject({ method: 'GET', url: post!.Photo!.Url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect(photo.body).toMatch(/^<svg /);
    expect(photo.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await t.app.inject({ method: 'GET', url: '/media/socialfeed/2026/999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/socialfeed/2026/1.svg' })).statusCode).toBe(404);
  });
});
