/**
 * The e-poster viewer (docs/rules/content-areas.md section 2, "E-poster"), on the standalone platform in both
 * languages: a poster row opens its PDF full-window, zoom and paging work from the keyboard with the page count
 * announced, Escape closes and gives focus back to the row's button; a picture poster shows as an image; the
 * e-poster page's own address with ?poster= opens one poster. axe runs in the open viewer.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;

interface Presentation {
  Id: number;
  IsPoster: boolean;
  PosterNumber: string | null;
  PosterFile?: string | null;
}

async function posters(request: APIRequestContext): Promise<Presentation[]> {
  const id = await eventId(request);
  const all = (await (await request.get(`/api/Modules/PAGPresentations?eventid=${id}&language=en-GB`)).json()) as Presentation[];
  return all.filter((item) => item.IsPoster && item.PosterFile);
}

const WORDS = {
  'en-GB': { open: 'View poster', page: (n: number, m: number) => `Page ${n} of ${m}`, zoomIn: 'Zoom in', close: 'Close' },
  'de-DE': { open: 'Poster ansehen', page: (n: number, m: number) => `Seite ${n} von ${m}`, zoomIn: 'Vergrößern', close: 'Schließen' },
} as const;

const app = (page: Page) => page.locator('vmx-app');
const viewerOf = (page: Page) => app(page).locator('dialog[part="poster-viewer"]');

/** The open buttons of the poster rows shown, with their presentation ids. */
async function shownPosterButtons(root: Locator): Promise<Map<number, Locator>> {
  const buttons = root.locator('[part="poster-open"]');
  await expect(buttons.first()).toBeVisible();
  // The windowed list (its rows carry data-index) takes over from the first rows once its code is in
  // (VirtualList): a click on a first row at that moment would reach a button that is going away.
  await expect(root.locator('[part="list"] > li[data-index]').first()).toBeAttached();
  // Read at once: the windowed list may draw its rows again meanwhile; each button is then found by its id.
  const ids = await buttons.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-poster-open'))));
  return new Map(ids.map((id) => [id, root.locator(`[data-poster-open="${id}"]`)]));
}

for (const language of ['en-GB', 'de-DE'] as const) {
  const words = WORDS[language];

  test(`a poster row opens its PDF in the viewer: zoom, paging, Escape gives focus back (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const files = new Map((await posters(request)).map((item) => [item.Id, item]));
    await page.goto(`/${instance}/${event}/${language}/poster`);
    const shown = await shownPosterButtons(app(page));
    const [id, button] = [...shown].find(([presentationId]) => files.get(presentationId)?.PosterFile?.endsWith('.pdf'))!;
    await expect(button).toHaveText(words.open);

    await button.click();
    const viewer = viewerOf(page);
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('heading', { level: 2 })).toContainText(files.get(id)!.PosterNumber!);
    // The PDF is drawn: the canvas has pixels and says which page it holds.
    const canvas = viewer.locator('canvas');
    // pdf.js and its worker (some 1.6 MB) load on this first PDF: slow on a busy test machine.
    await expect(canvas).toHaveAttribute('data-drawn-page', '1', { timeout: 45_000 });
    const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!;
      const { data } = context.getImageData(0, 0, element.width, Math.min(element.height, 60));
      // The poster's dark blue banner runs along its top.
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 60 && data[i + 2]! > 80 && data[i + 3] === 255) return true;
      return false;
    });
    expect(painted).toBe(true);
    const status = viewer.getByRole('status').filter({ hasText: words.page(1, 3) });
    await expect(status).toBeVisible();

    await expectNoSeriousViolations(page, `poster viewer (${language})`);

    // Zoom in with the keyboard: the drawn scale grows by a step; 0 fits again.
    const fitted = Number(await canvas.getAttribute('data-drawn-scale'));
    await page.keyboard.press('+');
    await expect(canvas).toHaveAttribute('data-drawn-scale', (fitted * 1.25).toFixed(4));
    await expect(viewer).toContainText('125 %');
    await page.keyboard.press('0');
    await expect(canvas).toHaveAttribute('data-drawn-scale', fitted.toFixed(4));

    // → turns to page 2, and the status says so; End to the last, Home back to the first.
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('status').filter({ hasText: words.page(2, 3) })).toBeVisible();
    await expect(canvas).toHaveAttribute('data-drawn-page', '2');
    await page.keyboard.press('End');
    await expect(viewer.getByRole('status').filter({ hasText: words.page(3, 3) })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(viewer.getByRole('status').filter({ hasText: words.page(1, 3) })).toBeVisible();

    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await viewer.evaluate((dialog) => dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test(`a picture poster shows as an image, and /eposter?poster= opens one poster (${language})`, async ({ page, request }) => {
    const picture = (await posters(request)).find((item) => item.PosterFile!.endsWith('.svg'))!;
    await page.goto(`/eposter/${instance}/${event}/${language}?poster=${picture.Id}`);
    const viewer = viewerOf(page);
    await expect(viewer).toBeVisible();
    const image = viewer.getByRole('img', { name: new RegExp(picture.PosterNumber!) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    // One page: no paging buttons; the zoom button makes the picture wider.
    await expect(viewer.getByRole('status').filter({ hasText: words.page(1, 1) })).toBeVisible();
    const before = await image.evaluate((element) => element.getBoundingClientRect().width);
    await viewer.getByRole('button', { name: words.zoomIn }).click();
    await expect.poll(() => image.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(before * 1.2);
    await expectNoSeriousViolations(page, `picture poster (${language})`);

    await viewer.getByRole('button', { name: words.close, exact: true }).click();
    await expect(viewer).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/${language}/poster$`));
  });
}
