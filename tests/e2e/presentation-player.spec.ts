/**
 * The presentation player (/presentationplayer/{i}/{e}/{l}/{presentationId}, docs/rules/content-areas.md section 2):
 * it plays the presentation's recording when there is one, sending the video progress markers (every 25 percent,
 * docs/rules/shell-access-identity.md section 9) as vmx-video-progress; "no recording" only when there is none.
 * Presentation 100001 is in the opening plenary (session 10001), open to full-congress tickets: hcp@ has one.
 */
import type { ProgrammePresentation } from '../../src/contracts';
import { PROGRAMME_DETAIL_TEXTS } from '../../src/core/programme/detailTexts';
import { PROGRAMME_DETAIL_TEXTS_DE } from '../../server/db/seed/texts-de/programmeDetail';
import { TV_TEXTS_DE } from '../../server/db/seed/texts-de/tv';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const playerPath = (id: number, language = 'en-GB') => `/presentationplayer/${instance}/${event}/${language}/${id}`;

test('the player plays presentation 100001’s recording and sends each 25 % marker once', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progress: string[] }).progress = seen;
    document.addEventListener('vmx-video-progress', (event) => {
      const detail = (event as CustomEvent<{ source: string; id: string; percent: number }>).detail;
      seen.push(`${detail.source}:${detail.id}:${detail.percent}`);
    });
  });
  await signInOnLoginPage(page, 'hcp@ehc2026.test', DEMO_PASSWORD);
  await page.goto(playerPath(100001));
  const recording = page.locator('vmx-app [part="presentation-recording"]');
  const video = recording.locator('[data-player="recording"] video');
  await expect(video).toBeVisible();
  await expect(recording.locator('[data-player="no-recording"]')).toHaveCount(0);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 1.5;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 15_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { progress: string[] }).progress)).toEqual([
    'presentation:100001:25',
    'presentation:100001:50',
    'presentation:100001:75',
    'presentation:100001:100',
  ]);
  await expectNoSeriousViolations(page, 'presentation player');
});

test('the player shows the recording in German too', async ({ page }) => {
  await signInOnLoginPage(page, 'hcp@ehc2026.test', DEMO_PASSWORD);
  await page.goto(playerPath(100001, 'de-DE'));
  await expect(page.locator('vmx-app [part="presentation-recording"] h3')).toHaveText(TV_TEXTS_DE['tv.recording.heading']);
  await expect(page.locator('vmx-app [data-player="recording"] video')).toBeVisible();
  await expectNoSeriousViolations(page, 'presentation player de-DE');
});

test('a presentation without a recording says so, in both languages', async ({ page, request }) => {
  const id = await eventId(request);
  const presentations = (await (
    await request.get(`/api/Modules/PAGPresentations?eventid=${id}&language=en-GB`)
  ).json()) as ProgrammePresentation[];
  let unrecorded: number | null = null;
  for (const presentation of presentations) {
    const reply = await request.get(`/api/Modules/PresentationRecording?eventid=${id}&presentationid=${presentation.Id}`);
    if (reply.status() === 404) {
      unrecorded = presentation.Id;
      break;
    }
  }
  expect(unrecorded).not.toBeNull();
  await page.goto(playerPath(unrecorded!));
  await expect(page.locator('vmx-app [data-player="no-recording"]')).toHaveText(PROGRAMME_DETAIL_TEXTS['programmeDetail.noRecording']);
  await expect(page.locator('vmx-app [part="presentation-recording"] video')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'presentation without recording');
  await page.goto(playerPath(unrecorded!, 'de-DE'));
  await expect(page.locator('vmx-app [data-player="no-recording"]')).toHaveText(PROGRAMME_DETAIL_TEXTS_DE['programmeDetail.noRecording']);
});
