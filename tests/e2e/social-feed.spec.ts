/**
 * The social feed widget on the congress home (docs/rules/content-areas.md section 1: one tab with a microblog
 * timeline, one with photo posts; section 9: the box's default height 400; areas/socialFeed): posts and photos
 * from the platform's own server, a tablist that the arrow keys move through, both languages, axe.
 */
import { SOCIAL_FEED_TEXTS } from '../../src/core/socialFeed/texts';
import { SOCIAL_FEED_TEXTS_DE } from '../../server/db/seed/texts-de/socialFeed';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;

for (const [language, texts] of [
  ['en-GB', SOCIAL_FEED_TEXTS],
  ['de-DE', SOCIAL_FEED_TEXTS_DE],
] as const) {
  test(`${language}: the home's social feed shows the timeline and photo tabs, 400 px tall, switched by the keyboard`, async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin) && /^https?:/.test(request.url()))
        foreign.push(request.url());
    });
    await page.goto(`/home/${instance}/${event}/${language}`);
    const feed = page.locator('vmx-app [part="social-feed"]');
    await expect(feed.getByRole('heading', { name: texts['socialFeed.title'] })).toBeVisible();
    const box = feed.locator('[data-social-feed-height]');
    await expect(box).toHaveAttribute('data-social-feed-height', '400');
    await expect.poll(async () => (await box.boundingBox())?.height).toBe(400);

    const tabs = feed.getByRole('tablist', { name: texts['socialFeed.tabs'] });
    const timeline = tabs.getByRole('tab', { name: texts['socialFeed.tab.timeline'] });
    const photos = tabs.getByRole('tab', { name: texts['socialFeed.tab.photo'] });
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
    const panel = feed.getByRole('tabpanel');
    await expect(panel.locator('[data-social-feed-list="timeline"] article').first()).toBeVisible();
    await expect(panel.locator('[data-social-feed-list="timeline"]')).toContainText('@ehc_congress');
    await expect(panel.locator('img')).toHaveCount(0);
    await expectNoSeriousViolations(page, `${language} social feed timeline`);

    // The arrow keys move along the tabs (and wrap), Home goes back to the first.
    await timeline.focus();
    await page.keyboard.press('ArrowRight');
    await expect(photos).toHaveAttribute('aria-selected', 'true');
    await expect(photos).toBeFocused();
    const pictures = panel.locator('[data-social-feed-list="photo"] img');
    await expect(pictures.first()).toBeVisible();
    await expect(pictures.first()).toHaveAttribute('src', /\/media\/socialfeed\/2026\/\d+\.svg$/);
    // Visible comes before loaded: the picture is asked for once its panel shows.
    await expect.poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    for (const alt of await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? '')))
      expect(alt).not.toBe('');
    await expectNoSeriousViolations(page, `${language} social feed photos`);
    await page.keyboard.press('ArrowRight');
    await expect(timeline).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(photos).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(timeline).toBeFocused();
    expect(foreign.filter((url) => /social|twitter|instagram|x\.com/i.test(url))).toEqual([]);
  });
}
