/**
 * The platform in an iframe (issue 8): demo/iframe.html frames the standalone page with noheader and
 * loads vmx-frame.js. The iframe takes its content's height (no inner scrollbar) on every page, the host
 * page's address follows the framed page and reopens it on reload, the host page never scrolls because
 * of the frame, and sign-in and favourites stay in step between the frame and a top-level tab.
 */
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const HOST = '/demo/iframe.html';
const HOME = `/home/${instance}/${event}/${language}`;
const PROFILE = `/${instance}/${event}/${language}/profile/ca-0106`;
const SESSION_ID = 10005;
/** The framed home page is headed by the congress's name. */
const HOME_HEADING = { level: 1, name: 'EHC 2026 – European Health Congress' } as const;
const SESSION = `/${instance}/${event}/${language}/session/${SESSION_ID}`;

/** The host page with the framed page at path (kept in the host's address, as a shared link would). */
function hostWith(path: string): string {
  return `${HOST}?vmx-path=${encodeURIComponent(path)}`;
}

async function framedPage(page: Page): Promise<Frame> {
  const iframe = await page.locator('iframe[data-vmx-frame]').elementHandle();
  const content = await iframe?.contentFrame();
  if (!content) throw new Error('the host page has no iframe of the platform');
  return content;
}

interface Fit {
  iframeHeight: number;
  scrollHeight: number;
  clientHeight: number;
  contentHeight: number;
  scrollbarWidth: number;
}

/** The iframe's height beside the framed document's: what the host shows and what there is to show. */
async function measure(page: Page): Promise<Fit> {
  const iframeHeight = await page.evaluate<number>("document.querySelector('iframe[data-vmx-frame]').clientHeight");
  const framed = await (
    await framedPage(page)
  ).evaluate<Omit<Fit, 'iframeHeight'>>(
    `({
      scrollHeight: document.documentElement.scrollHeight,
      clientHeight: document.documentElement.clientHeight,
      contentHeight: document.documentElement.getBoundingClientRect().height,
      scrollbarWidth: innerWidth - document.documentElement.clientWidth,
    })`,
  );
  return { iframeHeight, ...framed };
}

/**
 * 'fits' when the iframe is as tall as its content (within 50 px: scrollHeight, and the content's own
 * height, which unlike scrollHeight shrinks below the viewport) and the framed page has nothing to
 * scroll and no scrollbar; else the figures.
 */
async function fit(page: Page): Promise<string> {
  const m = await measure(page);
  const fits =
    Math.abs(m.iframeHeight - m.scrollHeight) <= 50 &&
    Math.abs(m.iframeHeight - m.contentHeight) <= 50 &&
    m.scrollHeight <= m.clientHeight + 1 &&
    m.scrollbarWidth === 0;
  return fits ? 'fits' : JSON.stringify(m);
}

async function framedPath(page: Page): Promise<string> {
  return (await framedPage(page)).evaluate<string>('location.pathname');
}

function hostParam(page: Page): string | null {
  return new URL(page.url()).searchParams.get('vmx-path');
}

async function sessionName(request: APIRequestContext): Promise<string> {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as { Id: number; Name: string }[];
  return sessions.find((session) => session.Id === SESSION_ID)!.Name;
}

test('the iframe’s height follows its content within 50 px without an inner scrollbar, and the host page never scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(HOST);
  const framed = page.frameLocator('iframe[data-vmx-frame]');
  const link = framed.locator(`vmx-app a[href$="${PROFILE}"]`).first();
  // The home page's partner logos come last; before them it is a heading and a loading line.
  await expect(link).toBeVisible();
  await expect.poll(() => fit(page)).toBe('fits');
  const homeHeight = (await measure(page)).iframeHeight;
  // The framed page is taller than the first 150 px an iframe gets: the host did size it.
  expect(homeHeight).toBeGreaterThan(400);
  await expectNoSeriousViolations(page, 'iframe host');

  // The host page scrolled so that a link of the framed page is in view: following it scrolls nothing.
  const box = (await link.boundingBox())!;
  await page.evaluate(`scrollTo(0, scrollY + ${box.y} - 300)`);
  const hostScroll = await page.evaluate<number>('scrollY');
  expect(hostScroll).toBeGreaterThan(100);

  // A shorter page.
  await link.click();
  await expect(framed.getByRole('heading', { level: 2, name: 'Oncovita Therapeutics' })).toBeVisible();
  await expect.poll(() => fit(page)).toBe('fits');
  const profileHeight = (await measure(page)).iframeHeight;
  expect(profileHeight).toBeLessThan(homeHeight - 100);
  // Nothing scrolled the host: it stays where it was unless the page became too short for that (the browser
  // then holds it at the page's end; a short loading state is not reported, FRAME_SHRINK_DELAY_MS, but a slow
  // one may be).
  expect(await page.evaluate<number>('scrollY')).toBeLessThanOrEqual(hostScroll);
  const shorterScroll = await page.evaluate<number>('scrollY');

  // Back to the longer page, inside the frame.
  await (await framedPage(page)).evaluate('history.back()');
  await expect(link).toBeVisible();
  await expect.poll(() => fit(page)).toBe('fits');
  expect((await measure(page)).iframeHeight).toBeGreaterThan(profileHeight + 100);
  expect(await page.evaluate('scrollY')).toBe(shorterScroll);
});

test('the host page’s address follows the framed page, and a reload or a shared link reopens it', async ({ page }) => {
  await page.goto(HOST);
  const framed = page.frameLocator('iframe[data-vmx-frame]');
  await expect(framed.getByRole('heading', HOME_HEADING)).toBeVisible();
  // The first framed page needs no parameter.
  expect(hostParam(page)).toBeNull();

  await framed.locator(`vmx-app a[href$="${PROFILE}"]`).first().click();
  await expect(framed.getByRole('heading', { level: 2, name: 'Oncovita Therapeutics' })).toBeVisible();
  await expect.poll(() => hostParam(page)).toMatch(new RegExp(`^${PROFILE}(\\?|$)`));
  expect(new URL(page.url()).pathname).toBe(HOST);

  await page.reload();
  await expect(framed.getByRole('heading', { level: 2, name: 'Oncovita Therapeutics' })).toBeVisible();
  expect(await framedPath(page)).toBe(PROFILE);
  // Still framed without header: the iframe's own noheader is kept.
  await expect.poll(() => fit(page)).toBe('fits');

  // Back inside the frame: the host's address follows.
  await (await framedPage(page)).evaluate('history.back()');
  await expect(framed.getByRole('heading', HOME_HEADING)).toBeVisible();
  await expect.poll(() => hostParam(page)).toBeNull();

  // A shared link opens its page in the frame.
  await page.goto(hostWith(SESSION));
  await expect.poll(() => framedPath(page)).toBe(SESSION);
});

test('a framed path naming another origin or a script is not followed', async ({ page, baseURL }) => {
  for (const path of ['javascript:alert(document.domain)', '//example.org/home', 'https://example.org/home', '/\\example.org/home']) {
    await page.goto(hostWith(path));
    const framed = page.frameLocator('iframe[data-vmx-frame]');
    await expect(framed.getByRole('heading', HOME_HEADING)).toBeVisible();
    const at = await (await framedPage(page)).evaluate<string>('location.origin + location.pathname');
    expect(at, path).toBe(`${new URL(baseURL!).origin}${HOME}`);
  }
});

test('signing in in the frame shows signed in on a top-level page, and starring a session shows in the other', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'framed');
  const name = await sessionName(request);
  const top = await context.newPage();
  await top.goto(`/login/${instance}/${event}/${language}`);
  await expect(top.locator('vmx-app main').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto(hostWith(`/login/${instance}/${event}/${language}`));
  const framed = page.frameLocator('iframe[data-vmx-frame]');
  await framed.getByLabel('E-mail').fill(email);
  await framed.getByLabel('Password', { exact: true }).fill(password);
  await framed.getByRole('button', { name: 'Sign in' }).click();
  await expect(framed.getByRole('heading', HOME_HEADING)).toBeVisible();
  // The top-level tab, not reloaded, shows the sign-in.
  await expect(top.locator('vmx-app main').getByRole('status')).toHaveText('Signed in as Test framed');

  await top.goto(SESSION);
  await page.goto(hostWith(SESSION));
  const framedStar = framed.getByRole('button', { name: `Add ${name} to my programme` });
  const topStar = top.locator('vmx-app').getByRole('button', { name: `Add ${name} to my programme` });
  await expect(framedStar).toHaveAttribute('data-favourite', 'off');
  await expect(topStar).toHaveAttribute('data-favourite', 'off');

  await framedStar.click();
  await expect(top.locator('vmx-app').getByRole('button', { name: `Remove ${name} from my programme` })).toHaveAttribute(
    'data-favourite',
    'on',
  );

  await top
    .locator('vmx-app')
    .getByRole('button', { name: `Remove ${name} from my programme` })
    .click();
  await expect(framed.getByRole('button', { name: `Add ${name} to my programme` })).toHaveAttribute('data-favourite', 'off');
});
