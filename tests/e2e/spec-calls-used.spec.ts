/**
 * Where the spec's programme and user calls that had no caller are now used (docs/rules/content-areas.md section 7,
 * docs/rules/shell-access-identity.md section 7), seen by a person in both languages with axe:
 * - HighlightedPresentation: the congress home shows the presentation the server highlights, with a link to it;
 * - SelectedSessions: the personal programme of a visitor who is not signed in resolves the favourites kept in
 *   this browser (as strings) with that call, and does not download the whole session list;
 * - UserComplete: the profile page shows the account's facts from the complete user (e-mail and its
 *   confirmation, terms of use, tickets).
 */
import type { APIRequestContext } from '@playwright/test';
import type { ProgrammePresentation, ProgrammeSession } from '../../src/contracts';
import { ACCOUNT_SUMMARY_TEXTS } from '../../src/core/accountSummaryTexts';
import { HIGHLIGHTED_PRESENTATION_TEXTS } from '../../src/core/programme/highlightedPresentationTexts';
import { ACCOUNT_SUMMARY_TEXTS_DE } from '../../server/db/seed/texts-de/accountSummary';
import { HIGHLIGHTED_PRESENTATION_TEXTS_DE } from '../../server/db/seed/texts-de/highlightedPresentation';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;
const PRESENTATION_TEXTS = { 'en-GB': HIGHLIGHTED_PRESENTATION_TEXTS, 'de-DE': HIGHLIGHTED_PRESENTATION_TEXTS_DE };
const ACCOUNT_TEXTS = { 'en-GB': ACCOUNT_SUMMARY_TEXTS, 'de-DE': ACCOUNT_SUMMARY_TEXTS_DE };

// 10005 is on the first congress day, 10029 on the second; neither has a Session policy (programme-personal.spec.ts).
const STARRED_SESSIONS = [10005, 10029];

async function highlightedPresentation(request: APIRequestContext, language: string): Promise<ProgrammePresentation> {
  const found = (await (
    await request.get(`/api/Public/HighlightedPresentation?shortname=${event}&language=${language}`)
  ).json()) as ProgrammePresentation | null;
  if (!found) throw new Error('the seed highlights no presentation');
  return found;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('the home shows the highlighted presentation the server picks, linked to its page', async ({ page, request }) => {
      const t = PRESENTATION_TEXTS[language];
      const presentation = await highlightedPresentation(request, language);
      const asked = page.waitForRequest((req) => req.url().includes('/api/Public/HighlightedPresentation'));
      await page.goto(`/home/${instance}/${event}/${language}`);
      const call = new URL((await asked).url());
      expect(call.searchParams.get('shortname')).toBe(event);
      expect(call.searchParams.get('language')).toBe(language);

      const card = page.locator('vmx-app [data-home="highlighted-presentation"]');
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(t['home.highlightedPresentation.title']);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(presentation.Title);
      await expect(card.locator(`[data-presentation-id="${presentation.Id}"]`)).toBeVisible();
      await expect(
        card.getByRole('link', { name: t['home.highlightedPresentation.openOf'].replace('{name}', presentation.Title) }),
      ).toHaveAttribute('href', `/${instance}/${event}/${language}/presentation/${presentation.Id}`);
      await expect(
        card.getByRole('link', { name: t['home.highlightedPresentation.session'].replace('{name}', presentation.SessionName) }),
      ).toHaveAttribute('href', `/${instance}/${event}/${language}/session/${presentation.SessionId}`);
      // The highlighted sessions still follow it.
      await expect(page.locator('vmx-app [part="highlighted-sessions"]')).toBeVisible();
      await expectNoSeriousViolations(page, `home highlighted presentation ${language}`);
    });

    test('a visitor’s locally kept favourites are resolved with SelectedSessions, without the whole session list', async ({
      page,
      request,
    }) => {
      const expected = (await (
        await request.post(`/api/Public/SelectedSessions?shortname=${event}&language=${language}`, { data: STARRED_SESSIONS })
      ).json()) as ProgrammeSession[];
      expect(expected.map((session) => session.Id)).toEqual(STARRED_SESSIONS);
      // Favourites as this browser keeps them: strings, under the event's key (store/favourites.ts).
      await page.addInitScript(
        ({ key, sessions }) => localStorage.setItem(key, JSON.stringify({ sessions, presentations: [], speakers: [] })),
        { key: `vmx.${instance}.${event}.favourites`, sessions: STARRED_SESSIONS.map(String) },
      );
      const wholeList: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/Modules/PAGSessionsV2')) wholeList.push(req.url());
      });
      const asked = page.waitForRequest((req) => req.url().includes('/api/Public/SelectedSessions'));
      await page.goto(`/${instance}/${event}/${language}/personalprogram`);
      const call = await asked;
      expect(call.method()).toBe('POST');
      expect(new URL(call.url()).searchParams.get('shortname')).toBe(event);
      expect((call.postDataJSON() as string[]).sort()).toEqual(STARRED_SESSIONS.map(String).sort());

      const programme = page.locator('vmx-app [part="personal-programme"]');
      for (const session of expected) {
        await expect(
          programme.locator(`[data-session-id="${session.Id}"]`).getByRole('link', { name: session.Name, exact: true }),
        ).toHaveAttribute('href', `/${instance}/${event}/${language}/session/${session.Id}`);
      }
      await expect(programme.locator('[data-missing]')).toHaveCount(0);
      expect(wholeList).toEqual([]);
      await expectNoSeriousViolations(page, `personal programme ${language}`);
    });

    test('the profile page shows the account’s facts from the complete user', async ({ page, request, baseURL }) => {
      const t = ACCOUNT_TEXTS[language];
      const { email, password } = await createConfirmedAccount(request, baseURL!, `complete-${language}`);
      await signInOnLoginPage(page, email, password);
      const asked = page.waitForRequest((req) => req.url().includes('/api/Core/UserComplete'));
      await page.goto(`/userform/${instance}/${event}/${language}`);
      expect(new URL((await asked).url()).searchParams.get('eventid')).toMatch(/^\d+$/);

      const summary = page.locator('vmx-app [part="account-summary"]');
      await expect(summary.getByRole('heading', { level: 2 })).toHaveText(t['profile.account.title']);
      await expect(summary.locator('[data-account="email"]')).toHaveText(
        // The server keeps addresses in lower case.
        `${email.toLowerCase()} (${t['profile.account.confirmed']})`,
      );
      // The account was made with the terms accepted, today.
      await expect(summary.locator('[data-account="terms"]')).toHaveText(
        t['profile.account.termsAccepted'].replace(
          '{date}',
          new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date()),
        ),
      );
      await expect(summary.locator('[data-account="tickets"]')).toHaveText(t['profile.account.ticketsNone']);
      await expectNoSeriousViolations(page, `profile account summary ${language}`);
    });
  });
}
