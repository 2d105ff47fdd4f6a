/**
 * Visual checks (issue 18, Tests): the key pages — home, the programme as list and as timetable, a session,
 * the exhibitor list and a profile, the login page, the floorplan and no-access dialogs, and the embed demos
 * (demo/programme.html with <vmx-programme>, demo/iframe.html framing the platform with noheader) — at 390,
 * 1024 and 1440 px wide, in en-GB and de-DE, compared pixel by pixel with the baselines committed beside
 * this file (visual.spec.ts-snapshots/<page>-<language>-<width>.png).
 *
 * Deterministic: the server seeds the congress on its fixed dates (10–13 June 2026), the page's clock stands
 * still at 11 June 2026 10:45 in Berlin (now-lines, "on now" and live badges, the header clock), the server's
 * clock the access flow reads (/api/Core/ServerTime) answers that same moment, the browser's time zone and
 * locale are fixed, CSS animations (the ticker) are stopped and the caret hidden. Nothing is masked: no page
 * shot here shows anything the server computes from its real clock, or anything random (the random sort of
 * the programme is not the default; ads pop up only on the meeting hub and the live page).
 *
 * The budget (SHOT below) is small enough that a vanished label fails: the last test proves it by hiding
 * the login page's "Sign in with EHC Society ID" text.
 *
 * When a change is meant to change how a page looks, refresh the baselines, look at every changed PNG
 * (git diff shows them) and commit them with the change:
 *   npm run build && npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 * The baselines are Debian's Chromium (/usr/bin/chromium) with Debian's fonts, as on the developers'
 * machines and CI; another browser build or other fonts render text differently and need baselines of their own.
 */
import type { APIRequestContext, Frame, Locator, Page } from '@playwright/test';
import type { CompanyAccount } from '../../src/contracts';
import { createConfirmedAccount, DEMO, eventId, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;
type Language = (typeof LANGUAGES)[number];
const WIDTHS = [390, 1024, 1440] as const;
type Width = (typeof WIDTHS)[number];
/** A phone's viewport at 390 (iPhone 12–15), a laptop's at the others. */
const viewportOf = (width: Width) => ({ width, height: width === 390 ? 844 : 900 });

/** The congress's second day, a quarter of an hour into the late-morning sessions (10:45 in Berlin). */
const NOW = new Date('2026-06-11T08:45:00.000Z');

/**
 * Each shot's budget: a pixel counts as changed when it differs by more than threshold (0.2, YIQ distance as
 * Playwright's default), and at most maxDiffPixels may change. Measured on the login page at 1440 px: the
 * menu's "Live" (4 letters) painted transparent changes 127 pixels, the "Sign in with EHC Society ID" label
 * 580; the unchanged page, 0 (the rendering is the same from run to run, also on a busy machine).
 */
const SHOT = { animations: 'disabled', caret: 'hide', threshold: 0.2, maxDiffPixels: 60 } as const;

const app = (page: Page) => page.locator('vmx-app');
/** The loading lines' texts, English and German (asyncView.loading, content.loading, …). */
const LOADING = /Loading|Wird geladen/;
/** The no-access dialog's title (accessDenied.title). */
const NO_ACCESS: Record<Language, string> = { 'en-GB': 'No access', 'de-DE': 'Kein Zugang' };

// Each test loads and shoots its page at three widths: on a busy two-core machine that can take longer than
// the 30 s one page gets (a clean-clone run once ran out of time waiting for the network to be idle).
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test.use({ timezoneId: 'Europe/Berlin' });

test.beforeEach(async ({ page }, testInfo) => {
  // The baselines are for Debian's Chromium wherever it runs: no "-linux" in their names.
  testInfo.snapshotSuffix = '';
  await page.clock.setFixedTime(NOW);
  // The access flow reads the server's clock (store/queries/clock.ts): the same moment as the page's.
  await page.route('**/api/Core/ServerTime', (route) =>
    route.fulfill({ json: { ServerTime: NOW.toISOString() }, headers: { 'cache-control': 'no-store' } }),
  );
});

/**
 * Until the page (or a frame of it) has settled: fonts loaded, no skeleton, busy region or loading line left
 * (inside shadow roots too), every picture in view decoded. A frame as tall as its content has its own window as tall as
 * that: what is in view is its top `viewHeight` pixels, with the frame scrolled to the top of the page's.
 */
async function settle(target: Page | Frame, viewHeight?: number): Promise<void> {
  // No request for half a second: late reads (counts, logos, suggestions) have arrived.
  await target.waitForLoadState('networkidle');
  await expect(target.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
  // A read without a skeleton says so in a status line (ui/AsyncView: asyncView.loading and the like).
  await expect(target.locator('[role="status"]').filter({ hasText: LOADING })).toHaveCount(0);
  await target.waitForFunction((height) => {
    if (document.fonts.status !== 'loaded') return false;
    const bottom = height ?? innerHeight;
    let pending = 0;
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement && !element.complete) {
          const box = element.getBoundingClientRect();
          if (box.bottom > 0 && box.top < bottom && box.width > 0) pending += 1;
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return pending === 0;
  }, viewHeight);
}

/** Opens the page at each width (a fresh load, as a visitor on that screen would) and compares it. */
async function shootAtEveryWidth(page: Page, name: string, language: Language, open: (width: Width) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await open(width);
    await settle(page);
    await expect.soft(page, `${name} at ${width} px in ${language}`).toHaveScreenshot(`${name}-${language}-${width}.png`, SHOT);
  }
}

/** An exhibitor with a booth on the floorplan and a profile of its own (as dialogs.spec.ts). */
async function exhibitorWithBooth(request: APIRequestContext, language: Language): Promise<CompanyAccount> {
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as CompanyAccount[];
  return accounts.find((account) => account.isPublic && !account.DeepLink && account.BoothNumbers.length > 0)!;
}

/** Serves a demo page with its elements (and its framed page) in the language. */
async function demoInLanguage(page: Page, path: string, language: Language): Promise<void> {
  if (language === 'en-GB') return;
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('language="en-GB"', `language="${language}"`).replaceAll('/en-GB?', `/${language}?`);
    await route.fulfill({ response, body });
  });
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language });
    const base = `/${instance}/${event}/${language}`;

    test(`the home page looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'home', language, async () => {
        await page.goto(`/home/${instance}/${event}/${language}`);
        await expect(app(page).locator('main h1')).toBeVisible();
        await expect(app(page).locator('[data-home="on-now"] [data-session-id]').first()).toBeVisible();
      });
    });

    test(`the programme as a list looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'programme-list', language, async () => {
        await page.goto(`${base}/search?layout=list`);
        await expect(app(page).locator('[part="result"]').first()).toBeVisible();
      });
    });

    test(`the programme as a timetable looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'programme-grid', language, async () => {
        await page.goto(`${base}/search?layout=grid`);
        await expect(app(page).locator('[part="cell"]').first()).toBeVisible();
      });
    });

    test(`a session looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'session', language, async () => {
        await page.goto(`${base}/session/10001`);
        await expect(app(page).locator('main h2').first()).toBeVisible();
      });
    });

    test(`the exhibitor list looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'exhibitor-list', language, async () => {
        await page.goto(`${base}/industryLanding`);
        await expect(app(page).locator('[part="exhibitor"]').first()).toBeVisible();
      });
    });

    test(`an exhibitor profile looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'exhibitor-profile', language, async () => {
        await page.goto(`${base}/profile/ca-0030`);
        // ca-0030 receives at a 2D booth: its heading comes with the booth's data.
        await expect(app(page).locator('main h2').first()).toBeVisible();
      });
    });

    test(`the login page looks as its baseline (${language})`, async ({ page }) => {
      await shootAtEveryWidth(page, 'login', language, async () => {
        await page.goto(`/login/${instance}/${event}/${language}`);
        await expect(app(page).locator('input[type="password"]').first()).toBeVisible();
      });
    });

    test(`the floorplan dialog looks as its baseline (${language})`, async ({ page, request }) => {
      const company = await exhibitorWithBooth(request, language);
      await shootAtEveryWidth(page, 'dialog-floorplan', language, async () => {
        await page.goto(`${base}/industryLanding?q=${encodeURIComponent(company.Name)}`);
        // The landing's heading loads on its own: the page behind the dialog is the same in every run.
        await expect(app(page).locator('[part="industry-landing"]')).toBeVisible();
        await app(page)
          .locator('[part="exhibitor"]')
          .filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) })
          .locator('button[aria-haspopup="dialog"]')
          .click();
        await expect(app(page).getByRole('dialog', { name: company.Name })).toBeVisible();
      });
    });

    test(`the no-access dialog of a closed menu link looks as its baseline (${language})`, async ({ page, request, baseURL }) => {
      // A fresh account has no ticket: the policy "Live stream for paid tickets" closes the live page.
      const { email, password } = await createConfirmedAccount(request, baseURL!, 'visual');
      await signInOnLoginPage(page, email, password);
      await shootAtEveryWidth(page, 'dialog-no-access', language, async (width) => {
        await page.goto(`/home/${instance}/${event}/${language}`);
        await expect(app(page).locator('main h1')).toBeVisible();
        let live: Locator;
        if (width < 1024) {
          await app(page).locator('[data-header="hamburger"]').click();
          live = app(page).locator(`[data-header="side-navigation"] a[href="/live/${instance}/${event}/${language}"]`);
        } else {
          live = app(page).locator(`[part="header"] nav a[href="/live/${instance}/${event}/${language}"]`);
        }
        await live.click();
        await expect(page.getByRole('dialog', { name: NO_ACCESS[language] })).toBeVisible();
      });
    });

    test(`demo/programme.html with <vmx-programme> looks as its baseline (${language})`, async ({ page }) => {
      await demoInLanguage(page, '/demo/programme.html', language);
      await shootAtEveryWidth(page, 'demo-programme', language, async () => {
        await page.goto('/demo/programme.html');
        await expect(page.locator('#programme [part="result"]').first()).toBeVisible();
      });
    });

    test(`demo/iframe.html framing the platform with noheader looks as its baseline (${language})`, async ({ page }) => {
      await demoInLanguage(page, '/demo/iframe.html', language);
      await shootAtEveryWidth(page, 'demo-iframe', language, async (width) => {
        await page.goto('/demo/iframe.html');
        const iframe = page.locator('iframe[data-vmx-frame]');
        await expect(page.frameLocator('iframe[data-vmx-frame]').locator('[data-home="on-now"] [data-session-id]').first()).toBeVisible();
        // The framed page's top at the top of the window, the host's header scrolled away.
        await iframe.evaluate((element) => element.scrollIntoView());
        const framed = await (await iframe.elementHandle()).contentFrame();
        if (!framed) throw new Error('demo/iframe.html frames no page');
        await settle(framed, viewportOf(width).height);
        await iframe.evaluate((element) => element.scrollIntoView());
      });
    });
  });
}

test('the budget catches a vanished label: the login page without the text of "Sign in with EHC Society ID" differs from its baseline', async ({
  page,
}) => {
  await page.setViewportSize(viewportOf(1440));
  await page.goto(`/login/${instance}/${event}/en-GB`);
  const sso = app(page).getByRole('link', { name: /EHC Society ID/ });
  await expect(sso).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('login-en-GB-1440.png', SHOT);
  // The label's letters painted in the colour of nothing: the button stays, its text is gone.
  await sso.evaluate((link) => {
    (link as HTMLElement).style.color = 'transparent';
  });
  // `.not` compares with the baseline and never writes it, even with --update-snapshots.
  await expect(page).not.toHaveScreenshot('login-en-GB-1440.png', { ...SHOT, timeout: 5_000 });
});
