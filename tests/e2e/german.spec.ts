/**
 * Every page of the platform in de-DE, and the element demo pages switched to de-DE: no string of the English
 * text set shows. The English strings looked for are the text catalogue's defaults whose German differs
 * (src/core/textCatalogue.ts against the seeded German set) and the seeded content strings whose German
 * differs (topics, sponsor types, file labels, lounge texts: server/db/seed/contentTexts.ts). Visible text is
 * collected across shadow roots, line by line, with placeholders and the document title; German dates must
 * have the period after the day ("10. Juni").
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { CompanyAccount, CompanyProfile } from '../../src/contracts';
import { buildPath, ROUTE_NAMES, routeParams, type RouteName } from '../../src/core/routes';
import { TEXT_CATALOGUE } from '../../src/core/textCatalogue';
import { TEXTS_DE_DE } from '../../server/db/seed/texts-de';
import { CONTENT_TEXTS_DE } from '../../server/db/seed/contentTexts';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from './fixtures';

const GERMAN = { ...DEMO, language: 'de-DE' } as const;

/** A value for each param a route may take (as routes.spec.ts), with ids that exist in the seed. */
const PARAMS: Record<string, string> = {
  ...GERMAN,
  subApplicationRoute: 'step-1',
  module: 'program',
  id: '7',
  pageName: 'imprint',
  page: 'overview',
  companyAccountId: 'ca-0030',
  tvPage: 'podcast',
  userId: 'u-7',
  sessionId: '10001',
  presentationId: 'p-77',
  jobsId: 'j-5',
};

/** Pages a route list does not reach with its first param values: a profile's tabs, the product list, the other search views. */
const MORE_PATHS = [
  '/demo/ehc2026/de-DE/profile/ca-0030/products',
  '/demo/ehc2026/de-DE/profile/ca-0030/meetings',
  '/demo/ehc2026/de-DE/profile/ca-0030/files',
  '/industrylandingpage/demo/ehc2026/de-DE/products',
  '/demo/ehc2026/de-DE/search?view=presentations',
];

/** The element demo pages, served with every element's language de-DE. */
const DEMO_PAGES = [
  '/demo/programme.html',
  '/demo/exhibitors.html',
  '/demo/sponsor.html',
  '/demo/login.html',
  '/demo/charity.html',
  '/demo/evaluation.html',
  '/demo/ticker.html',
  '/demo/cms.html',
];

/** The pages that need a signed-in visitor. */
const SIGNED_IN: RouteName[] = ['HomePage', 'UserFormPage', 'MyAreaPage', 'SurveyPage', 'NotificationsPage', 'PersonalProgramPage'];

/**
 * English strings that may show on a German page: words German uses too, proper names and product words the
 * German set keeps on purpose (a string here needs a reason).
 */
const ALLOWED = new Set<string>([
  // German uses the word too: the header's home link is "Start" (server/db/seed/header.ts).
  'Start',
]);

interface Pattern {
  english: string;
  test: (line: string) => boolean;
}

/** Whole-line matchers for every English string whose German differs; {placeholders} match any text. */
function englishPatterns(): Pattern[] {
  const german: Record<string, string> = TEXTS_DE_DE;
  const pairs: [string, string | undefined][] = [
    ...Object.entries(TEXT_CATALOGUE).map(([key, english]): [string, string | undefined] => [english, german[key]]),
    ...Object.entries(CONTENT_TEXTS_DE),
  ];
  // A string the German set itself uses (for another key: "Start", "Evaluation") is German too.
  const germanValues = new Set([...Object.values(german), ...Object.values(CONTENT_TEXTS_DE)]);
  const patterns: Pattern[] = [];
  for (const [english, translated] of pairs) {
    if (translated === english || germanValues.has(english) || ALLOWED.has(english)) continue;
    // Plural forms are written ICU-like; every branch is a line of its own to look for.
    for (const form of pluralBranches(english)) {
      const literal = form.replace(/\{\w+\}|#/g, '').trim();
      if (!/\p{L}{3}/u.test(literal)) continue;
      const source = form
        .split(/(\{\w+\}|#)/)
        .map((piece) => (/^(\{\w+\}|#)$/.test(piece) ? '.+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      const regex = new RegExp(`^${source}$`, 'u');
      patterns.push({ english: form, test: (line) => regex.test(line) });
    }
  }
  return patterns;
}

/** The branches of a minimal ICU plural ("{count, plural, one {# talk} other {# talks}}"), or the text itself. */
function pluralBranches(template: string): string[] {
  const match = /^(.*)\{\w+, plural,(.*)\}(.*)$/su.exec(template);
  if (!match) return [template];
  const [, before = '', body = '', after = ''] = match;
  return [...body.matchAll(/[=\w]+\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/gu)].map((branch) => `${before}${branch[1] ?? ''}${after}`);
}

const PATTERNS = englishPatterns();
const GERMAN_MONTHS = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
/** A day number before a German month needs its period ("10. Juni"). */
const DATE_WITHOUT_PERIOD = new RegExp(`(^|[^\\d.])\\d{1,2} (${GERMAN_MONTHS})\\b`, 'u');

/** Every visible line of text, the placeholders and the accessible names, across shadow roots. */
async function visibleLines(page: Page, onlyInsideElements: boolean): Promise<string[]> {
  return page.evaluate((inside) => {
    const lines: string[] = [];
    const visit = (root: Document | ShadowRoot | Element, counted: boolean) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const isVmx = element.tagName.toLowerCase().startsWith('vmx-');
        if (element.shadowRoot) visit(element.shadowRoot, counted || isVmx);
        if (!counted) continue;
        if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
        const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        if (ownText) lines.push(...element.innerText.split('\n'));
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) lines.push(value);
        }
      }
    };
    visit(document, !inside);
    if (!inside) lines.push(document.title.replace(/^.*? - /, ''));
    return [...new Set(lines.map((line) => line.trim()).filter(Boolean))];
  }, onlyInsideElements);
}

/** What on the page is English (or a German date without its period). */
async function englishOn(page: Page, onlyInsideElements = false): Promise<string[]> {
  const lines = await visibleLines(page, onlyInsideElements);
  const found = new Set<string>();
  for (const line of lines) {
    for (const pattern of PATTERNS) if (pattern.test(line)) found.add(`"${line}" (English: "${pattern.english}")`);
    if (DATE_WITHOUT_PERIOD.test(line)) found.add(`"${line}" (a German date needs "10. Juni")`);
  }
  return [...found].sort();
}

/** Waits until the page has shown its content: no loading status left and the same text on two reads in a row. */
async function settle(page: Page): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const lines = await visibleLines(page, false);
        const now = lines.join('\n');
        // Every element has drawn itself and none is busy: on a slow machine a host page's own text can hold
        // still while its elements' code is still on its way.
        const drawn = await page.evaluate(() =>
          Array.from(document.querySelectorAll('*'))
            .filter((element) => element.tagName.startsWith('VMX-'))
            .every((element) => (element.shadowRoot?.childElementCount ?? 0) > 0),
        );
        const busy = await page.locator('[aria-busy="true"]').count();
        const stable = drawn && busy === 0 && now === previous && !lines.some((line) => /^(Wird geladen|Lädt|Loading)/.test(line));
        previous = now;
        return stable;
      },
      { timeout: 15_000, intervals: [300, 500, 700] },
    )
    .toBe(true);
}

/** A public company whose profile shows its lounge (one with a lounge, no 2D booth, not HCP-only, published). */
async function loungeCompany(request: APIRequestContext): Promise<string> {
  const accounts = (await (await request.get('/api/exhibition/CompanyAccounts?eventid=2026&language=en-GB')).json()) as CompanyAccount[];
  for (const account of accounts.filter((a) => !a.Enable2DBooth && !a.HcpOnly && a.PublicationState === 0 && a.isPublic)) {
    const url = `/api/exhibition/CompanyAccount/2026/en-GB/${encodeURIComponent(account.CompanyAccountId)}`;
    if (((await (await request.get(url)).json()) as CompanyProfile).HasLounge) return account.CompanyAccountId;
  }
  throw new Error('the seed has no public company with a lounge');
}

function pathOf(name: RouteName): string {
  const params = Object.fromEntries(routeParams(name).map((p) => [p.name, PARAMS[p.name]!]));
  return buildPath(name, params as never);
}

test.describe('in de-DE no English string shows', () => {
  test('the English patterns cover the text catalogue', () => {
    expect(PATTERNS.length).toBeGreaterThan(300);
  });

  // ErrorPage and the bare /not-found carry no language: they are English by design (an unknown page under an
  // event's address is that event's not-found page, walked below).
  const routes = ROUTE_NAMES.filter((name) => name !== 'ErrorPage' && name !== 'not-found');
  for (const path of [...routes.map(pathOf), ...MORE_PATHS]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('vmx-app main[data-route]')).toBeVisible();
      await settle(page);
      expect(await englishOn(page)).toEqual([]);
    });
  }

  test('on an unknown page under the German address, which is the event’s not-found page in German', async ({ page }) => {
    await page.goto('/demo/ehc2026/de-DE/does-not-exist');
    const main = page.locator('vmx-app main[data-route="not-found"]');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', buildPath('HomePage', GERMAN));
    await settle(page);
    expect(await englishOn(page)).toEqual([]);
  });

  for (const path of DEMO_PAGES) {
    test(`on the element demo ${path}`, async ({ page }) => {
      // The demo page as its host would write it for a German reader: every element, those its scripts add
      // later included, says language="de-DE" from the start.
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replaceAll('language="en-GB"', 'language="de-DE"') });
        },
      );
      await page.goto(path);
      await settle(page);
      expect(await englishOn(page, true)).toEqual([]);
    });
  }

  test('in a lounge, which reads German on the German page and English on the English page', async ({ page, request }) => {
    const id = await loungeCompany(request);
    await page.goto(`/demo/ehc2026/de-DE/profile/${encodeURIComponent(id)}/lounge`);
    const lounge = page.locator('vmx-app [data-lounge]');
    await expect(lounge).toContainText('Willkommen in der Lounge');
    await settle(page);
    expect(await englishOn(page)).toEqual([]);
    await page.goto(`/demo/ehc2026/en-GB/profile/${encodeURIComponent(id)}/lounge`);
    await expect(lounge).toContainText('Welcome to the lounge');
    await expect(lounge).not.toContainText('Willkommen');
  });

  test('on the pages of a signed-in visitor', async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const account = await createConfirmedAccount(request, baseURL!, 'german-walk');
    await signInOnLoginPage(page, account.email, account.password);
    const found: string[] = [];
    for (const name of SIGNED_IN) {
      const path = pathOf(name);
      await page.goto(path);
      await expect(page.locator('vmx-app main[data-route]')).toBeVisible();
      await settle(page);
      found.push(...(await englishOn(page)).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
