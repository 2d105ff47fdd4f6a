/**
 * The tracked events no other browser test shows (issue 23; src/contracts/analytics.ts, TRACKING_KINDS), each with
 * the fields the contract gives it, as the server receives them (tests/e2e/trackingBatches.ts), with the analytics
 * consent given: an advertisement popup shown and its link followed (ad-impression, ad-click: target the ad); a
 * footer social media icon and a footer box's link followed (footer-social, footer-box: element the network, the
 * box's title); an exhibitor profile's tabs viewed and a file downloaded from it (profile-tab, file-download: target
 * the company, element the tab, the file's name); a recording played to its end (video-progress at 25, 50, 75 and
 * 100 % with the seconds watched since the previous marker, target the session) and a live room's stream watched
 * (live-watch: target the room, the seconds watched); a session opened in <vmx-programme> on a host page
 * (session-open: the embedded element tracks as <vmx-app> does); and signing in and out (login, logout).
 *
 * It signs in events@ehc2026.test, whom no other spec signs in (server/db/seed/community.ts).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import type { CompanyBooth, TrackedEvent, TrackingBatch, TrackingKind } from '../../src/contracts';
import { DEMO, eventId, expect, signInOnLoginPage, test } from './fixtures';
import { collectBatches, kinds, leavePage, setConsent, trackedEvents } from './trackingBatches';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
const ACCOUNT = { email: 'events@ehc2026.test', password: 'vmx-demo-2026' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Presentation 100001's recording (8 seconds, server/db/seed/tv.ts) is in session 10001, open to full-congress tickets. */
const PRESENTATION = 100001;
const RECORDING_SESSION = '10001';
/** Hall A, whose stream is configured here as the shipped HLS recording: the house player's live stream. */
const LIVE_ROOM = '1';
const LIVE_HLS = '/media/tv/highlights/index.m3u8';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await setConsent(context, baseURL!, 'accepted');
  // Links out of the platform (social networks, exhibitors' files) open in new tabs: no host outside is reachable here.
  await context.route(/^https:\/\/[^/]*\.(com|example)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
});

/**
 * Waits until the page has sent every kind wanted, then answers all the events sent; every batch carries the consent,
 * this browser's one visitor id and the demo event's id.
 */
async function sentEvents(
  request: APIRequestContext,
  sent: () => Promise<TrackingBatch[]>,
  wanted: TrackingKind[],
): Promise<TrackedEvent[]> {
  let batches: TrackingBatch[] = [];
  await expect.poll(async () => kinds((batches = await sent())), { timeout: 15_000 }).toEqual(expect.arrayContaining(wanted));
  const id = await eventId(request);
  for (const batch of batches) {
    expect(batch).toMatchObject({ eventId: id, consent: true, visitor: expect.stringMatching(UUID) });
  }
  expect(new Set(batches.map((batch) => batch.visitor)).size).toBe(1);
  return trackedEvents(batches);
}

const ofKind = (events: TrackedEvent[], kind: TrackingKind) => events.filter((tracked) => tracked.kind === kind);

/** Plays a media element muted from where it is, and waits until it plays. */
async function startPlaying(media: Locator): Promise<void> {
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await media.evaluate(async (element: HTMLMediaElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
}

test('an advertisement popup shown is an ad-impression and its link followed an ad-click, both naming the ad', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const ads = (await (await request.get(`/api/Exhibition/EventAdvertisement/${await eventId(request)}/${language}`)).json()) as {
    id: number | string;
    vmxPage: string;
    headlineTop: string;
  }[];
  const ad = ads.find((candidate) => candidate.vmxPage === 'MeetingHubPage' && candidate.headlineTop === 'Meet the industry');
  expect(ad).toBeDefined();
  const sent = await collectBatches(page);
  await page.goto(`/meetinghub${base}`);
  const popup = page.getByRole('dialog', { name: 'Meet the industry' });
  // The first ad check is 4000 ms after start (shell-access-identity.md section 9).
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('link', { name: 'See the programme' }).click();
  await expect(page).toHaveURL(new RegExp(`/program${base}$`));
  await leavePage(page);

  const events = await sentEvents(request, sent, ['ad-impression', 'ad-click']);
  expect(ofKind(events, 'ad-impression')).toEqual([
    expect.objectContaining({ targetType: 'ad', targetId: String(ad!.id), page: 'MeetingHubPage' }),
  ]);
  expect(ofKind(events, 'ad-click')).toEqual([
    expect.objectContaining({ targetType: 'ad', targetId: String(ad!.id), page: 'MeetingHubPage' }),
  ]);
});

test('a footer social media icon followed is a footer-social naming the network, a footer box’s link a footer-box naming the box', async ({
  page,
  context,
  request,
}) => {
  const sent = await collectBatches(page);
  await page.goto(`/news${base}`);
  const footer = page.locator('vmx-app footer');
  const opened = context.waitForEvent('page');
  await footer.getByRole('link', { name: /LinkedIn/ }).click();
  await (await opened).close();
  await footer.locator('[part="footer-box"]').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(new RegExp(`/contact${base}$`));
  await leavePage(page);

  const events = await sentEvents(request, sent, ['footer-social', 'footer-box']);
  expect(ofKind(events, 'footer-social')).toEqual([expect.objectContaining({ element: 'LinkedIn', page: 'NewsPage' })]);
  expect(ofKind(events, 'footer-box')).toEqual([expect.objectContaining({ element: 'Congress office', page: 'NewsPage' })]);
});

interface CompanyAccount {
  CompanyAccountId: string;
  isPublic: boolean;
  PublicationState: number;
  Enable2DBooth: boolean;
  HcpOnly: boolean;
}

/** A public, published company without a 2D booth or HCP restriction (its profile shows as is), with files. */
async function companyWithFiles(request: APIRequestContext): Promise<{ id: string; file: string }> {
  const id = await eventId(request);
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${id}&language=${language}`)
  ).json()) as CompanyAccount[];
  for (const account of accounts) {
    if (!account.isPublic || account.PublicationState !== 0 || account.Enable2DBooth || account.HcpOnly) continue;
    const profile = (await (await request.get(`/api/exhibition/CompanyAccount/${id}/${language}/${account.CompanyAccountId}`)).json()) as {
      DistributionFiles: { Name: string }[];
    };
    if (profile.DistributionFiles.length > 0) return { id: account.CompanyAccountId, file: profile.DistributionFiles[0]!.Name };
  }
  throw new Error('no plain company with files in the seed');
}

test('an exhibitor profile’s tabs viewed are profile-tabs and a file downloaded a file-download, naming the company', async ({
  page,
  context,
  request,
}) => {
  const company = await companyWithFiles(request);
  const sent = await collectBatches(page);
  await page.goto(`${base}/profile/${company.id}`);
  const profile = page.locator('vmx-app [part="exhibitor-profile"]');
  await profile.getByRole('tab', { name: 'Files' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${company.id}/files$`));
  const opened = context.waitForEvent('page');
  await profile.getByRole('tabpanel').getByRole('link', { name: company.file }).click();
  await (await opened).close();
  await leavePage(page);

  const events = await sentEvents(request, sent, ['page-open', 'profile-tab', 'file-download']);
  expect(ofKind(events, 'page-open')).toContainEqual(expect.objectContaining({ targetType: 'company', targetId: company.id }));
  expect(ofKind(events, 'profile-tab').map(({ targetType, targetId, element }) => ({ targetType, targetId, element }))).toEqual([
    { targetType: 'company', targetId: company.id, element: 'profile' },
    { targetType: 'company', targetId: company.id, element: 'files' },
  ]);
  expect(ofKind(events, 'file-download')).toEqual([
    expect.objectContaining({ targetType: 'company', targetId: company.id, element: company.file }),
  ]);
});

/** A booth (2D) with a file hotspot whose address a visitor gets. */
async function boothWithFile(request: APIRequestContext): Promise<{ id: string; label: string }> {
  const id = await eventId(request);
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${id}&language=${language}`)
  ).json()) as CompanyAccount[];
  for (const account of accounts.filter((entry) => entry.Enable2DBooth && !entry.HcpOnly)) {
    const reply = await request.get(
      `/api/Exhibition/CompanyAccountVMXBooth/${id}/${language}?id=${encodeURIComponent(account.CompanyAccountId)}`,
    );
    if (!reply.ok()) continue;
    const booth = (await reply.json()) as CompanyBooth;
    const file = booth.Hotspots.find((hotspot) => hotspot.Kind === 'file' && hotspot.Url);
    if (file) return { id: account.CompanyAccountId, label: file.Label };
  }
  throw new Error('no booth with a file in the seed');
}

test('a file opened from a company’s 2D booth is a file-download naming the company, as on its profile', async ({
  page,
  context,
  request,
}) => {
  const booth = await boothWithFile(request);
  const sent = await collectBatches(page);
  await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(booth.id)}`);
  const opened = context.waitForEvent('page');
  await page.locator('vmx-app [part="booth"]').getByRole('link', { name: booth.label }).click();
  await (await opened).close();
  await leavePage(page);

  const events = await sentEvents(request, sent, ['file-download']);
  expect(ofKind(events, 'file-download')).toEqual([
    expect.objectContaining({ targetType: 'company', targetId: booth.id, element: booth.label }),
  ]);
});

test('a recording played to its end sends its progress markers with the seconds watched, and a live room the seconds watched', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sent = await collectBatches(page);
  await signInOnLoginPage(page, ACCOUNT.email, ACCOUNT.password);
  await page.goto(`/presentationplayer${base}/${PRESENTATION}`);
  const recording = page.locator('vmx-app [part="presentation-recording"] [data-player="recording"] video');
  await startPlaying(recording);
  await expect.poll(() => recording.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 20_000 }).toBe(true);
  await leavePage(page);

  let events = await sentEvents(request, sent, ['video-progress']);
  const markers = ofKind(events, 'video-progress');
  expect(markers.map(({ targetType, targetId, value }) => ({ targetType, targetId, value }))).toEqual(
    [25, 50, 75, 100].map((value) => ({ targetType: 'session', targetId: RECORDING_SESSION, value })),
  );
  // Played from the start at normal speed: about a quarter of the 8 seconds between markers, all of them in all.
  for (const marker of markers) {
    expect(marker.seconds).toBeGreaterThanOrEqual(1);
    expect(marker.seconds).toBeLessThanOrEqual(3);
  }
  const watched = markers.reduce((sum, marker) => sum + marker.seconds!, 0);
  expect(watched).toBeGreaterThanOrEqual(7);
  expect(watched).toBeLessThanOrEqual(9);

  // The room's stream in the house player (the seed's streams are frames, which the page cannot see into).
  await page.route('**/api/Modules/GetLiveStreams?*', async (route) => {
    const answer = await route.fetch();
    // The server lets them in (a paid ticket); only the room's stream is another.
    expect(answer.ok()).toBe(true);
    await route.fulfill({ response: answer, json: { ...((await answer.json()) as object), [LIVE_ROOM]: { type: 'hls', url: LIVE_HLS } } });
  });
  await page.goto(`/live${base}?roomid=${LIVE_ROOM}`);
  const live = page.locator('vmx-app [part="live"] video');
  await startPlaying(live);
  await expect.poll(() => live.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(3);
  await live.evaluate((element: HTMLVideoElement) => element.pause());
  const played = await live.evaluate((element: HTMLVideoElement) => element.currentTime);
  // Left before a minute is over: the seconds watched so far go with the page's last batch.
  await leavePage(page);

  events = await sentEvents(request, sent, ['live-watch']);
  const minutes = ofKind(events, 'live-watch');
  expect(minutes).toEqual([expect.objectContaining({ targetType: 'room', targetId: LIVE_ROOM, page: 'LivePage' })]);
  expect(Math.abs(minutes[0]!.seconds! - played)).toBeLessThanOrEqual(1);
});

test('a session opened in <vmx-programme> on a host page is a session-open naming the session', async ({ page, request }) => {
  const sent = await collectBatches(page);
  await page.goto('/demo/programme.html');
  const programme = page.locator('#programme');
  // Sessions 10001 and 10002 carry a Session policy: a visitor does not open them.
  const row = programme.locator('[part="result"]:not([data-session-id="10001"]):not([data-session-id="10002"])').first();
  await expect(row).toBeVisible();
  const sessionId = (await row.getAttribute('data-session-id'))!;
  const name = (await row.getByRole('heading').textContent())!;
  await row.getByRole('link', { name, exact: true }).click();
  await expect(programme.locator('[part="session"]')).toHaveAttribute('data-session-id', sessionId);
  await leavePage(page);

  const events = await sentEvents(request, sent, ['session-open']);
  expect(ofKind(events, 'session-open')).toEqual([expect.objectContaining({ targetType: 'session', targetId: sessionId })]);
});

test('signing in is a login and signing out a logout', async ({ page, request }) => {
  const sent = await collectBatches(page);
  await signInOnLoginPage(page, ACCOUNT.email, ACCOUNT.password);
  await page.goto(`/login${base}`);
  await expect(page.locator('vmx-app main').getByRole('status')).toHaveText('Signed in as Evert Eventsen');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await leavePage(page);

  const events = await sentEvents(request, sent, ['login', 'logout']);
  expect(ofKind(events, 'login')).toEqual([expect.objectContaining({ page: 'LoginPage' })]);
  expect(ofKind(events, 'logout')).toEqual([expect.objectContaining({ page: 'LoginPage' })]);
  // In the order they happened.
  const at = (kind: TrackingKind) => Date.parse(ofKind(events, kind)[0]!.at);
  expect(at('login')).toBeLessThan(at('logout'));
});
