/**
 * The general assembly on the standalone platform, in en-GB and de-DE: a society member sees when and where, the
 * agenda with times and presenters, the documents (PDFs, fetched with their token) and, the congress being over on
 * the tests' fixed dates, the minutes; a signed-in non-member is refused the spec's way (the AssemblyPage policy:
 * the access-denied dialog, and 403 from the server); a signed-out visitor is sent to sign in (the route guard).
 * axe on each.
 *
 * associate@ehc2026.test is this file's own member account (a sign-in signs the account's other sessions out).
 */
import type { Assembly } from '../../src/contracts';
import { ASSEMBLY_TEXTS } from '../../src/core/assembly/texts';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { ASSEMBLY_TEXTS_DE } from '../../server/db/seed/texts-de/assembly';
import { DEMO, accessToken, createConfirmedAccount, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;
const MEMBER = 'associate@ehc2026.test';

for (const language of LANGUAGES) {
  const texts = language === 'de-DE' ? ASSEMBLY_TEXTS_DE : ASSEMBLY_TEXTS;
  const assemblyPath = `/assembly/${instance}/${event}/${language}`;

  test.describe(`in ${language}`, () => {
    test('a society member sees the agenda with times and presenters, the documents and the minutes', async ({ page, request }) => {
      await signInOnLoginPage(page, MEMBER, DEMO_PASSWORD);
      await page.goto(assemblyPath);
      const app = page.locator('vmx-app');
      const view = app.locator('[data-page="assembly"][data-access="member"]');
      await expect(view).toBeVisible();

      const token = await accessToken(page);
      const id = await eventId(request);
      const reply = await request.get(`/api/Modules/Assembly?eventid=${id}&language=${language}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(reply.ok()).toBe(true);
      const assembly = (await reply.json()) as Assembly;

      await expect(view.locator('h2').first()).toHaveText(assembly.Title);
      await expect(view.locator('[data-agenda-item] h3')).toHaveText(assembly.Agenda.map((item) => item.Title));
      const report = view.locator('[data-agenda-item]').nth(1);
      await expect(report).toContainText(texts['assembly.presenter'].replace('{name}', 'Prof. Dr. Helena Brandt'));
      await expect(report.locator('time')).toHaveAttribute('datetime', assembly.Agenda[1]!.StartTime!);
      await expect(report.locator('time')).toHaveText(/^\d{1,2}:\d{2}$/);
      await expect(view.locator('[data-section="documents"] button')).toHaveText(
        assembly.Documents.map((document) => texts['assembly.document.open'].replace('{title}', document.Title)),
      );
      // The tests' congress is over: the stream has ended and the minutes are out.
      await expect(view).toHaveAttribute('data-phase', 'ended');
      await expect(view.locator('[data-minutes]')).toContainText(
        language === 'de-DE' ? 'Die Präsidentin eröffnete' : 'The president opened',
      );
      await expect(view.locator('a[data-link="session"]')).toHaveAttribute(
        'href',
        `/${instance}/${event}/${language}/session/${assembly.SessionId}`,
      );
      await expectNoSeriousViolations(page, `assembly ${language}`);

      // A document is a PDF for the member.
      const pdf = await request.get(`/api/Modules/AssemblyDocument?eventid=${id}&language=${language}&id=${assembly.Documents[0]!.Id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    test('a signed-in non-member is refused with the access-denied dialog, and the server holds the assembly back', async ({
      page,
      request,
      baseURL,
    }) => {
      const account = await createConfirmedAccount(request, baseURL!, 'assembly-guest');
      await signInOnLoginPage(page, account.email, account.password);
      await page.goto(assemblyPath);
      await expect(page.locator('vmx-app main[data-route="AssemblyPage"][data-access="denied"]')).toBeVisible();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.locator('vmx-app [data-agenda-item]')).toHaveCount(0);
      await expectNoSeriousViolations(page, `assembly refused ${language}`);

      const reply = await request.get(`/api/Modules/Assembly?eventid=${await eventId(request)}&language=${language}`, {
        headers: { Authorization: `Bearer ${await accessToken(page)}` },
      });
      expect(reply.status()).toBe(403);
    });

    test('a signed-out visitor is sent to sign in first and comes back to the assembly', async ({ page }) => {
      await page.goto(assemblyPath);
      await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}\\?returnUrl=${encodeURIComponent(assemblyPath)}`));
      await expect(page.locator('vmx-app [data-agenda-item]')).toHaveCount(0);
    });
  });
}
