/**
 * The TV page (docs/rules/content-areas.md section 2: TV, /tv/{i}/{e}/{l} with dailyhighlights, speakerinterviews and
 * podcast; areas/tv): each channel lists its episodes newest first; an episode plays by address (?episode=), video
 * and audio really playing in Chromium; played to the end it is marked watched (in this browser for a visitor, on
 * the server for a signed-in user); the video progress markers are sent as vmx-video-progress; German; axe.
 */
import type { Locator, Page } from '@playwright/test';
import { TV_TEXTS } from '../../src/core/tv/texts';
import { TV_TEXTS_DE } from '../../server/db/seed/texts-de/tv';
import { accessToken, createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const tvPath = (channel = '', language = 'en-GB', query = '') =>
  `/tv/${instance}/${event}/${language}${channel ? `/${channel}` : ''}${query}`;

async function openTv(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const tv = page.locator('vmx-app [part="tv"]');
  await expect(tv.locator('[data-episode]').first()).toBeVisible();
  return tv;
}

/** Plays the media element from near its end and waits until it really played to the end. */
async function playToEnd(media: Locator): Promise<void> {
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await media.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  // It really plays: the position advances.
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  await media.evaluate((element: HTMLMediaElement) => {
    element.currentTime = Math.max(0, element.duration - 1.5);
  });
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.ended), { timeout: 15_000 }).toBe(true);
}

/** Makes the page's media elements answer canPlayType for an HLS playlist as given, whatever this Chromium plays. */
async function answerHlsSupport(page: Page, answer: '' | 'maybe'): Promise<void> {
  await page.addInitScript((hls) => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? hls : canPlayType.call(this, type);
    };
  }, answer);
}

test('each channel lists its episodes newest first, with date, duration and speakers', async ({ page }) => {
  const tv = await openTv(page, tvPath());
  // Without a sub-page: the daily highlights.
  await expect(tv.locator('[data-tv-channel="dailyhighlights"]')).toHaveAttribute('aria-current', 'page');
  const cards = tv.locator('[part="tv-episodes"] [data-episode]');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().locator('h3')).toHaveText('Day 3 highlights: prevention and imaging');
  await expect(cards.first()).toContainText('Duration 0:08');
  await expect(cards.first()).toContainText('With Prof. Dr. Marie Laurent');
  await expect(cards.first().locator('time')).toHaveText('12 June 2026');
  await expectNoSeriousViolations(page, 'tv daily highlights');

  await tv.getByRole('link', { name: TV_TEXTS['tv.channel.speakerinterviews'] }).click();
  await expect(page).toHaveURL(/\/tv\/demo\/ehc2026\/en-GB\/speakerinterviews$/);
  await expect(cards).toHaveCount(3);
  await expect(cards.first().locator('h3')).toHaveText('Two views on shared decision-making');

  await tv.getByRole('link', { name: TV_TEXTS['tv.channel.podcast'] }).click();
  await expect(page).toHaveURL(/\/podcast$/);
  await expect(cards.locator('h3')).toHaveText([
    'Heartbeat podcast, episode 3: the congress in review',
    'Heartbeat podcast, episode 2: trials that change practice',
    'Heartbeat podcast, episode 1: what to see at EHC 2026',
  ]);
  await expect(tv.locator('[part="tv-player"] audio')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'tv podcast');
});

test('a video episode plays by address and, played to the end, is marked watched in this browser', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { progress: number[] }).progress = seen;
    document.addEventListener('vmx-video-progress', (event) => seen.push((event as CustomEvent<{ percent: number }>).detail.percent));
  });
  const tv = await openTv(page, tvPath('speakerinterviews', 'en-GB', '?episode=si-1'));
  const stage = tv.locator('[data-playing-episode="si-1"]');
  await expect(stage.locator('h2')).toHaveText('Anna Berger on the future of cardiac rehabilitation');
  const video = stage.locator('video');
  await expect(video).toHaveAccessibleName('Video: Anna Berger on the future of cardiac rehabilitation');
  await expect(tv.locator('[data-episode="si-1"] [data-watched-badge]')).toHaveCount(0);
  await playToEnd(video);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
  await expect(tv.locator('[data-episode="si-1"] [data-watched-badge]')).toHaveText(TV_TEXTS['tv.watched']);
  // Every 25 percent, once each.
  expect(await page.evaluate(() => (window as unknown as { progress: number[] }).progress)).toEqual([25, 50, 75, 100]);
  // Kept in this browser: still watched after a reload.
  await page.reload();
  await expect(tv.locator('[data-episode="si-1"] [data-watched-badge]')).toBeVisible();
});

test('a podcast episode plays as audio and a signed-in user’s watched state is kept on the server', async ({ page, request, baseURL }) => {
  const account = await createConfirmedAccount(request, baseURL!, 'tv');
  await signInOnLoginPage(page, account.email, account.password);
  const tv = await openTv(page, tvPath('podcast', 'en-GB', '?episode=pc-2'));
  const audio = tv.locator('[data-playing-episode="pc-2"] audio');
  await playToEnd(audio);
  await expect(tv.locator('[data-episode="pc-2"] [data-watched-badge]')).toBeVisible();
  // On the server, not in this browser's storage.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vmx-tv-watched')))).toEqual([]);
  const token = await accessToken(page);
  const reply = await request.get(`/api/Modules/TvWatched?eventid=${await eventId(request)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await reply.json()) as { EpisodeIds: string[] }).EpisodeIds).toEqual(['pc-2']);
});

test('the TV page in German: channels, episodes and player', async ({ page }) => {
  const tv = await openTv(page, tvPath('speakerinterviews', 'de-DE'));
  await expect(tv.getByRole('link', { name: TV_TEXTS_DE['tv.channel.speakerinterviews'] })).toHaveAttribute('aria-current', 'page');
  await expect(tv.locator('[part="tv-episodes"] [data-episode]').first().locator('h3')).toHaveText(
    'Zwei Sichtweisen auf die partizipative Entscheidungsfindung',
  );
  await expect(tv.locator('[part="tv-episodes"] [data-episode]').first()).toContainText('Dauer 0:08');
  await expect(tv.locator('video')).toHaveAccessibleName('Video: Zwei Sichtweisen auf die partizipative Entscheidungsfindung');
  await expectNoSeriousViolations(page, 'tv de-DE');
});

test('a browser without native HLS plays the episode through hls.js (Media Source), loaded only then', async ({ page }) => {
  // As Firefox and older Chromium: no native HLS, but Media Source with H.264.
  await answerHlsSupport(page, '');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const tv = await openTv(page, tvPath('speakerinterviews', 'en-GB', '?episode=si-1'));
  const video = tv.locator('[data-playing-episode="si-1"] video');
  await expect(video).toHaveAttribute('data-via', 'hls.js');
  // hls.js attaches a Media Source (a blob: address), not the playlist itself.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  await playToEnd(video);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(320);
  expect(scripts.some((url) => /hls/i.test(new URL(url).pathname))).toBe(true);
});

test('a browser with native HLS plays the playlist itself and never downloads hls.js', async ({ page }) => {
  // As Safari (and Chromium since it plays HLS itself): said here, so the test does not hang on the browser's version.
  await answerHlsSupport(page, 'maybe');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const tv = await openTv(page, tvPath('speakerinterviews', 'en-GB', '?episode=si-1'));
  const video = tv.locator('[data-playing-episode="si-1"] video');
  await expect(video).toHaveAttribute('data-via', 'native-hls');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\.m3u8$/);
  expect(scripts.filter((url) => /hls/i.test(new URL(url).pathname))).toEqual([]);
});
