/**
 * Issue 16, point 11 (the products page): the server hands out HCP-only companies' products on the
 * signed-in user's profile flag alone, never on the browser's stored answer. So a signed-in user whose
 * profile does not say healthcare professional is asked, even with a "yes" stored in this browser, and
 * answering saves the flag: the page then shows the HCP-only products. An account of its own
 * (fixtures.ts createConfirmedAccount): a sign-in ends the account's other sessions.
 */
import type { APIRequestContext } from '@playwright/test';
import { accessToken, createConfirmedAccount, DEMO, eventId, expect, signInOnLoginPage, test } from '../e2e/fixtures';

const { instance, event, language } = DEMO;

async function productCount(request: APIRequestContext, token: string | null): Promise<number> {
  const id = await eventId(request);
  const response = await request.get(`/api/exhibition/ExhibitiorProductsForEvent/${id}/${language}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await response.json()) as unknown[]).length;
}

test('a signed-in user with a stored "yes" but no HCP flag is asked, and after "yes" sees the HCP-only products', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'hcp-stored-answer');
  await signInOnLoginPage(page, account.email, account.password);
  await page.evaluate(() => localStorage.setItem('hcp', 'accepted'));

  await page.goto(`/products/${instance}/${event}/${language}`);
  const question = page.getByRole('dialog', { name: 'Are you a healthcare professional?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Yes, I am a healthcare professional' }).click();
  await expect(question).toBeHidden();

  // The answer is on the profile now: the server counts the HCP-only companies' products in.
  const forUser = await productCount(request, await accessToken(page));
  expect(forUser).toBeGreaterThan(await productCount(request, null));
  await expect(page.locator('vmx-app [part="products"] [data-count]')).toHaveText(`${forUser} products`);
});

test("an HCP-only company's booth tells a visitor that its videos and files are for healthcare professionals, and offers sign-in", async ({
  page,
  request,
}) => {
  const id = await eventId(request);
  const company = 'ca-0005';
  const booth = (await (await request.get(`/api/Exhibition/CompanyAccountVMXBooth/${id}/${language}?id=${company}`)).json()) as {
    Hotspots: { Kind: string; Url: string | null }[];
  };
  const restricted = booth.Hotspots.filter((hotspot) => hotspot.Kind === 'video' || hotspot.Kind === 'file');
  expect(restricted.length).toBeGreaterThan(0);
  expect(restricted.every((hotspot) => hotspot.Url === null)).toBe(true);

  await page.goto(`/booth/${instance}/${event}/${language}?id=${company}`);
  const page2d = page.locator('vmx-app [part="booth"]');
  await expect(page2d.getByText('The videos and files of this booth are for healthcare professionals only.')).toBeVisible();
  await expect(page2d.getByRole('link', { name: 'Sign in to see them' })).toHaveAttribute(
    'href',
    /\/login\/demo\/ehc2026\/en-GB\?returnUrl=%2Fbooth%2F/,
  );
  await expect(page2d.locator('[data-hotspot="video"], [data-hotspot="file"]')).toHaveCount(0);
});
