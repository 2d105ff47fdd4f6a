/**
 * Contrast inside our shadow roots: on the key pages, in English and German, every visible text node's
 * colour against the background it is painted on meets WCAG AA (4.5:1; 3:1 for large text). axe-core
 * missed a button whose text had the colour of its own background (issue 18, defect 1): it gives up on
 * many nodes inside shadow roots, so this walks them itself.
 *
 * The page reports, for each text node, its colour and the background colours of its ancestors (across
 * shadow boundaries) as the browser paints them; the figures come from core/contrast.ts, as the theme's do.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CompanyAccount } from '../../src/contracts';
import { contrastRatio, minimumContrast, paintedBackground, toHex, type Rgba } from '../../src/core/contrast';
import { DEMO, eventId, expect, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;

interface TextSample {
  text: string;
  color: Rgba;
  /** Background colours from the text's element up to the first opaque one, nearest first. */
  layers: Rgba[];
  fontSizePx: number;
  fontWeight: number;
  where: string;
}

/** Runs in the page: the visible text nodes inside the shadow roots under `scope` (the whole page by default). */
function sampleTexts(scope: Element | null): TextSample[] {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true })!;
  // Computed colours come as rgb(), color(srgb …) or oklab() (color-mix): the canvas turns each into bytes.
  const toRgba = (value: string): Rgba => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = value;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data as unknown as [number, number, number, number];
    return [r, g, b, a / 255];
  };
  const parentOf = (node: Node): Element | null => {
    if (node.parentElement) return node.parentElement;
    const parent = node.parentNode;
    return parent instanceof ShadowRoot ? parent.host : null;
  };
  const describe = (element: Element) => {
    const path: string[] = [];
    for (let at: Element | null = element; at && path.length < 4; at = parentOf(at)) {
      const part = at.getAttribute('part') ?? at.getAttribute('data-header');
      path.unshift(`${at.localName}${part ? `[${part}]` : ''}`);
    }
    return path.join(' > ');
  };
  const samples: TextSample[] = [];
  const walk = (root: ShadowRoot | Element, inShadow: boolean) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) walk(node.shadowRoot, true);
        continue;
      }
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const element = node.parentElement;
      if (!inShadow || !text || !element) continue;
      if (['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(element.tagName)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // WCAG 1.4.3 exempts the text of inactive controls.
      if (element.closest('button:disabled, [aria-disabled="true"], fieldset:disabled')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const layers: Rgba[] = [];
      let overImage = false;
      for (let at: Element | null = element; at; at = parentOf(at)) {
        const own = getComputedStyle(at);
        if (own.backgroundImage !== 'none') overImage = true;
        const layer = toRgba(own.backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1 || overImage) break;
      }
      // Text over a picture or a gradient has no single background colour to measure against.
      if (overImage && (layers.length === 0 || layers[layers.length - 1]![3] < 1)) continue;
      samples.push({
        text: text.slice(0, 60),
        color: toRgba(style.color),
        layers,
        fontSizePx: parseFloat(style.fontSize),
        fontWeight: Number(style.fontWeight) || 400,
        where: describe(element),
      });
    }
  };
  walk(scope ?? document.documentElement, scope !== null);
  return samples;
}

interface Offender {
  ratio: number;
  minimum: number;
  text: string;
  colours: string;
  where: string;
}

/** Every text under `scope` below AA, worst first. */
async function offenders(page: Page, scope?: Locator): Promise<Offender[]> {
  const samples = scope ? await scope.evaluate(sampleTexts) : await page.evaluate(sampleTexts, null);
  expect(samples.length).toBeGreaterThan(0);
  return samples
    .map((sample) => {
      const background = paintedBackground(sample.layers);
      const colour = paintedBackground([sample.color], background);
      return {
        ratio: Math.round(contrastRatio(colour, background) * 100) / 100,
        minimum: minimumContrast(sample.fontSizePx, sample.fontWeight),
        text: sample.text,
        colours: `${toHex(colour)} on ${toHex(background)}`,
        where: sample.where,
      };
    })
    .filter((offender) => offender.ratio < offender.minimum)
    .sort((a, b) => a.ratio - b.ratio);
}

async function expectReadable(page: Page, label: string, scope?: Locator) {
  // Let fonts, transitions and late data settle before measuring.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const found = await offenders(page, scope);
  expect(
    found.map(
      (offender) => `${label}: ${offender.ratio}:1 < ${offender.minimum}:1 "${offender.text}" (${offender.colours}) in ${offender.where}`,
    ),
  ).toEqual([]);
}

async function firstSessionId(request: APIRequestContext, language: string): Promise<number> {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as {
    Id: number;
  }[];
  return sessions[0]!.Id;
}

async function exhibitorWithProfile(request: APIRequestContext, language: string): Promise<CompanyAccount> {
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as CompanyAccount[];
  return accounts.find((account) => account.isPublic && !account.DeepLink && account.BoothNumbers.length > 0)!;
}

const app = (page: Page) => page.locator('vmx-app');

for (const language of LANGUAGES) {
  test.describe(`text contrast in ${language}`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test(`the home page's texts meet WCAG AA against their backgrounds (${language})`, async ({ page }) => {
      await page.goto(`/home/${instance}/${event}/${language}`);
      await expect(app(page).locator('main h1')).toBeVisible();
      await expectReadable(page, 'home');
    });

    test(`the login page's texts, the single sign-on button's too, meet WCAG AA (${language})`, async ({ page }) => {
      await page.goto(`/login/${instance}/${event}/${language}`);
      await expect(app(page).locator('input[type="password"]').first()).toBeVisible();
      await expect(app(page).getByRole('link', { name: /EHC Society ID/ })).toBeVisible();
      await expectReadable(page, 'login');
    });

    test(`the programme's texts meet WCAG AA (${language})`, async ({ page }) => {
      await page.goto(`/${instance}/${event}/${language}/search`);
      await expect(app(page).locator('main a[href*="/session/"]').first()).toBeVisible();
      await expectReadable(page, 'programme');
    });

    test(`a session's texts meet WCAG AA (${language})`, async ({ page, request }) => {
      await page.goto(`/${instance}/${event}/${language}/session/${await firstSessionId(request, language)}`);
      await expect(app(page).locator('main h1')).toBeVisible();
      await expectReadable(page, 'session');
    });

    test(`the exhibitor list's texts meet WCAG AA (${language})`, async ({ page }) => {
      await page.goto(`/${instance}/${event}/${language}/industryLanding`);
      await expect(app(page).locator('[part="exhibitor"]').first()).toBeVisible();
      await expectReadable(page, 'exhibitor list');
    });

    test(`an exhibitor profile's texts meet WCAG AA (${language})`, async ({ page, request }) => {
      const company = await exhibitorWithProfile(request, language);
      await page.goto(`/${instance}/${event}/${language}/profile/${company.CompanyAccountId}`);
      await expect(app(page).locator('main h1')).toBeVisible();
      await expectReadable(page, 'exhibitor profile');
    });

    test(`the floorplan dialog's texts, its Show more button's too, meet WCAG AA (${language})`, async ({ page, request }) => {
      const company = await exhibitorWithProfile(request, language);
      await page.goto(`/${instance}/${event}/${language}/industryLanding?q=${encodeURIComponent(company.Name)}`);
      const card = app(page)
        .locator('[part="exhibitor"]')
        .filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) });
      await card.locator('button[aria-haspopup="dialog"]').click();
      const dialog = app(page).getByRole('dialog', { name: company.Name });
      await expect(dialog.locator('a[href*="/profile/"]')).toBeVisible();
      await expectReadable(page, 'floorplan dialog', dialog);
    });

    test(`the booth's texts meet WCAG AA (${language})`, async ({ page, request }) => {
      const company = await exhibitorWithProfile(request, language);
      await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(company.CompanyAccountId)}`);
      await expect(app(page).locator('[part="booth"]')).toBeVisible();
      await expectReadable(page, 'booth');
    });
  });
}
