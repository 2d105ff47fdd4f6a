/**
 * Where the spec's calls that nothing used are now used (docs/rules/shell-access-identity.md section 7 and
 * docs/rules/content-areas.md section 7), seen by a person in both languages with axe:
 * - IndustryLandingModel: the industry landing page opens with the event's heading, introduction and sponsor tiers;
 * - ExhibitorChallenges: a company with a 2D booth sends visitors to its booth page, which shows its challenges;
 * - BookedTickets with externalAuthorizationCode: a signed-in user who arrives with the EventsAir code gets the
 *   registration as a ticket, and the code is gone from the address and the session afterwards.
 */
import type { APIRequestContext } from '@playwright/test';
import { INDUSTRY_LANDING_TEXTS } from '../../src/core/exhibitors/industryLandingTexts';
import { EXHIBITOR_CHALLENGE_TEXTS } from '../../src/core/exhibitors/challengeTexts';
import type { CharityChallenge, IndustryLandingModel } from '../../src/contracts';
import { DEMO_EXTERNAL_AUTHORIZATION_CODES } from '../../server/db/seed/specCalls';
import { INDUSTRY_LANDING_TEXTS_DE } from '../../server/db/seed/texts-de/industryLanding';
import { EXHIBITOR_CHALLENGE_TEXTS_DE } from '../../server/db/seed/texts-de/exhibitorChallenges';
import { createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;

async function landingModel(request: APIRequestContext, language: string): Promise<IndustryLandingModel> {
  return (
    await request.get(`/api/modules/IndustryLandingModel?shortname=${event}&language=${language}`)
  ).json() as Promise<IndustryLandingModel>;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('the industry landing page shows the model’s heading, introduction and sponsors by tier', async ({ page, request }) => {
      const model = await landingModel(request, language);
      expect(model.Title).toBe(language === 'de-DE' ? 'Industrieausstellung' : 'Industry exhibition');
      expect(model.Sponsors.length).toBeGreaterThan(0);
      await page.goto(`/industrylandingpage/${instance}/${event}/${language}`);
      const header = page.locator('vmx-app [data-industry-landing]');
      await expect(header.getByRole('heading', { level: 2, name: model.Title })).toBeVisible();
      await expect(header).toContainText(model.Intro);
      const texts = language === 'de-DE' ? INDUSTRY_LANDING_TEXTS_DE : INDUSTRY_LANDING_TEXTS;
      const sponsorsHeading = header.getByRole('heading', { level: 3, name: texts['industryLanding.sponsors'] });
      await expect(sponsorsHeading).toBeVisible();
      // The tiers sit behind a closed disclosure, so a phone's first screen keeps the list's first card.
      await expect(header.locator('[data-sponsor-tier]').first()).toBeHidden();
      await header.locator('summary').focus();
      await page.keyboard.press('Enter');
      const tiers = [...new Set(model.Sponsors.map((sponsor) => sponsor.SponsorType))];
      await expect(header.locator('[data-sponsor-tier]')).toHaveCount(tiers.length);
      for (const [index, tier] of tiers.entries())
        await expect(header.locator('[data-sponsor-tier]').nth(index)).toHaveAttribute('data-sponsor-tier', tier);
      const first = model.Sponsors[0]!;
      await expect(header.getByRole('link', { name: first.Name })).toHaveAttribute('href', new RegExp(`${first.CompanyAccountId}$`));
      await expectNoSeriousViolations(page, `industry landing ${language}`);
    });

    test('the booth page of a company with challenges shows them, each leading to the charity page', async ({ page, request }) => {
      const id = await eventId(request);
      const challenges = (await (
        await request.get(`/api/Exhibition/ExhibitorChallenges/${id}/${language}?id=ca-0030`)
      ).json()) as CharityChallenge[];
      expect(challenges.length).toBeGreaterThan(0);
      await page.goto(`/booth/${instance}/${event}/${language}?id=ca-0030`);
      const block = page.locator('vmx-app [data-exhibitor-challenges]');
      const texts = language === 'de-DE' ? EXHIBITOR_CHALLENGE_TEXTS_DE : EXHIBITOR_CHALLENGE_TEXTS;
      await expect(block.getByRole('heading', { level: 3, name: texts['exhibitorProfile.challenges.heading'] })).toBeVisible();
      for (const challenge of challenges) {
        const item = block.locator(`[data-challenge-id="${challenge.Id}"]`);
        await expect(item.getByRole('heading', { level: 4, name: challenge.Name })).toBeVisible();
        await expect(item.getByRole('link', { name: texts['exhibitorProfile.challenges.take'] })).toHaveAttribute('href', /charity/i);
      }
      await expectNoSeriousViolations(page, `booth challenges ${language}`);
    });
  });
}

test('a signed-in user arriving with an EventsAir code gets the registration as a ticket, and the code is dropped', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'eventsair');
  await signInOnLoginPage(page, account.email, account.password);
  const code = DEMO_EXTERNAL_AUTHORIZATION_CODES[0];
  const tickets = page.waitForResponse(
    (response) =>
      response.url().includes('/BookedTickets') && new URL(response.url()).searchParams.get('externalAuthorizationCode') === code,
  );
  await page.goto(`/${instance}/${event}/en-GB/registration?externalAuthorizationCode=${code}`);
  expect((await tickets).status()).toBe(200);
  const ticket = page.locator('vmx-app [data-ticket="EA-2026-0417"]');
  await expect(ticket).toBeVisible();
  await expect(ticket.locator('h3')).toHaveText('Full Congress');
  // "The stored external code is removed afterwards" (section 7): from the address and from the session.
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/en-GB/registration$`));
  expect(await page.evaluate(() => sessionStorage.getItem('externalAuthorizationCode'))).toBeNull();
  // The next tickets call no longer carries it; the ticket stays the user's.
  const again = page.waitForResponse((response) => response.url().includes('/BookedTickets'));
  await page.reload();
  expect(new URL((await again).url()).searchParams.has('externalAuthorizationCode')).toBe(false);
  await expect(ticket).toBeVisible();
});

test('a visitor who arrives with the code before signing in keeps it until the tickets call after sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'eventsair-later');
  const code = DEMO_EXTERNAL_AUTHORIZATION_CODES[1];
  await page.goto(`/${instance}/${event}/en-GB/registration?externalAuthorizationCode=${code}`);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('externalAuthorizationCode'))).toBe(code);
  // Signing in on the login page leads home, without the code in the address: the stored one goes along.
  const tickets = page.waitForResponse(
    (response) =>
      response.url().includes('/BookedTickets') && new URL(response.url()).searchParams.get('externalAuthorizationCode') === code,
  );
  await signInOnLoginPage(page, account.email, account.password);
  expect((await tickets).status()).toBe(200);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('externalAuthorizationCode'))).toBeNull();
  await page.goto(`/${instance}/${event}/en-GB/registration`);
  await expect(page.locator('vmx-app [data-ticket="EA-2026-0418"]')).toBeVisible();
});
