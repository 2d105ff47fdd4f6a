/**
 * Evaluation without an account (`activateEvaluationUrlsWithoutUser`, docs/rules/shell-access-identity.md section 3,
 * "Evaluation"): with the key on, a signed-out visitor opens the survey address, is told the answers are
 * anonymous, answers and submits, is thanked, and on coming back is told they have evaluated already (this
 * browser remembers); the server stores the answers without a user. With the key off (the seeded demo) the
 * visitor is sent to sign in.
 *
 * The server reads the key from the event's own config_json in its database, so intercepting GetResources would
 * fool only the browser: the key-on tests run against a server of their own (a fresh database, like
 * programme-large.spec.ts), whose ehc2026 configuration they switch on in that database as an operator would.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';
import { answerSurveyPage } from './surveys';

const { instance, event } = DEMO;

interface LanguageTexts {
  anonymous: string;
  button: string;
  dialog: string;
  next: string;
  complete: string;
  yes: string;
  thanks: string;
  alreadyDone: string;
  close: string;
}

const TEXTS: Record<'en-GB' | 'de-DE', LanguageTexts> = {
  'en-GB': {
    anonymous: 'You are evaluating without an account: your answers are saved without your name.',
    button: 'Evaluate the congress',
    dialog: 'Evaluation of the congress',
    next: 'Next',
    complete: 'Complete',
    yes: 'Yes',
    thanks: 'Thank you for your participation in the survey. If you would like to return please press the close button.',
    alreadyDone: 'You have already evaluated. Thank you!',
    close: 'Close',
  },
  'de-DE': {
    anonymous: 'Sie bewerten ohne Konto: Ihre Antworten werden ohne Ihren Namen gespeichert.',
    button: 'Kongress bewerten',
    dialog: 'Bewertung des Kongresses',
    next: 'Weiter',
    complete: 'Abschließen',
    yes: 'Ja',
    thanks: 'Vielen Dank für Ihre Teilnahme an der Umfrage. Wenn Sie zurückkehren möchten, drücken Sie bitte die Schließen-Schaltfläche.',
    alreadyDone: 'Sie haben bereits bewertet. Vielen Dank!',
    close: 'Schließen',
  },
};

async function answerAndComplete(dialog: Locator, texts: LanguageTexts): Promise<void> {
  for (;;) {
    await answerSurveyPage(dialog, { yes: texts.yes, words: 'More coffee breaks.' });
    const next = dialog.getByRole('button', { name: texts.next, exact: true });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await dialog.getByRole('button', { name: texts.complete, exact: true }).click();
}

test.describe('with activateEvaluationUrlsWithoutUser on', () => {
  let server: ReferenceServer;
  let databaseFile: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    databaseFile = join(mkdtempSync(join(tmpdir(), 'vmx-evaluation-anonymous-')), 'vmx.sqlite');
    server = await startReferenceServer({ env: { DATABASE_FILE: databaseFile }, timeoutMs: 100_000 });
    // The operator switches the key on in ehc2026's configuration, in every language.
    const db = new SQLite(databaseFile);
    try {
      const rows = db
        .prepare(
          "select language, resourcevalue from resources where setname = 'config_json' and resourcename = 'config_json' and event_id = 2026",
        )
        .all() as { language: string; resourcevalue: string }[];
      expect(rows.length).toBeGreaterThan(0);
      const update = db.prepare(
        "update resources set resourcevalue = ? where setname = 'config_json' and resourcename = 'config_json' and event_id = 2026 and language = ?",
      );
      for (const row of rows) {
        update.run(JSON.stringify({ ...(JSON.parse(row.resourcevalue) as object), activateEvaluationUrlsWithoutUser: true }), row.language);
      }
      // And writes the event's new content version, as every writer of its resources must (server/db/contentVersions.ts):
      // the server's processes keep what they made of the old one until then.
      db.prepare('update content_versions set version = ? where event_id = 2026').run('operator-edit');
    } finally {
      db.close();
    }
  });
  test.afterAll(() => server?.stop());

  const anonymousRows = () => {
    const db = new SQLite(databaseFile, { readonly: true });
    try {
      return db.prepare("select context, entity_id, result from anonymous_survey_results where context = 'Event'").all() as {
        context: string;
        entity_id: number;
        result: string;
      }[];
    } finally {
      db.close();
    }
  };

  for (const language of ['en-GB', 'de-DE'] as const) {
    test(`${language}: a signed-out visitor evaluates the congress anonymously, is thanked, and coming back has evaluated already`, async ({
      page,
    }) => {
      const texts = TEXTS[language];
      const before = anonymousRows().length;
      const surveyUrl = `${server.baseUrl}/${instance}/${event}/${language}/survey`;
      await page.goto(surveyUrl);
      const app = page.locator('vmx-app');
      await expect(app.getByText(texts.anonymous)).toBeVisible();
      // No sign-in: the page stays, and its sessions and the congress are there to evaluate.
      await expect(page).toHaveURL(surveyUrl);
      await expect(app.locator('[part="evaluation-row"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, `anonymous survey page ${language}`);

      const button = app.getByRole('button', { name: texts.button });
      await button.click();
      const dialog = app.getByRole('dialog', { name: texts.dialog });
      await expect(dialog).toBeVisible();
      await answerAndComplete(dialog, texts);
      await expect(dialog.getByText(texts.thanks)).toBeVisible();
      await expectNoSeriousViolations(page, `anonymous evaluation thanks ${language}`);
      await dialog.getByRole('button', { name: texts.close }).click();

      // Stored on the server without a user; the page is signed out all along.
      expect(anonymousRows()).toHaveLength(before + 1);
      expect(await page.evaluate(() => localStorage.getItem('vmx.demo.session'))).toBeNull();

      // Coming back: this browser has evaluated already.
      await page.goto(surveyUrl);
      await app.getByRole('button', { name: texts.button }).click();
      await expect(app.getByRole('dialog', { name: texts.dialog }).getByText(texts.alreadyDone)).toBeVisible();
      expect(anonymousRows()).toHaveLength(before + 1);
    });
  }

  test('a session evaluation opened by its address is sent anonymously too, and its row shows done afterwards', async ({ page }) => {
    const texts = TEXTS['en-GB'];
    const list = await page.request.get(`${server.baseUrl}/api/modules/SessionsForEvaluation?eventid=2026`);
    expect(list.status()).toBe(200);
    const [first] = (await list.json()) as { SessionId: number; SessionName: string }[];
    await page.goto(`${server.baseUrl}/${instance}/${event}/en-GB/survey?sessionId=${first!.SessionId}`);
    const app = page.locator('vmx-app');
    const dialog = app.getByRole('dialog', { name: `Evaluation: ${first!.SessionName}` });
    await expect(dialog).toBeVisible();
    await answerAndComplete(dialog, texts);
    await expect(dialog.getByText(texts.thanks)).toBeVisible();
    await dialog.getByRole('button', { name: texts.close }).click();
    const row = app.locator(`[part="evaluation-row"][data-session-id="${first!.SessionId}"]`);
    await expect(row.locator('[data-status="done"]')).toHaveText('Evaluated');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});

test.describe('with activateEvaluationUrlsWithoutUser off (the seeded demo)', () => {
  for (const language of ['en-GB', 'de-DE'] as const) {
    test(`${language}: a signed-out visitor opening the survey address is sent to sign in`, async ({ page }) => {
      const surveyPath = `/${instance}/${event}/${language}/survey`;
      await page.goto(surveyPath);
      await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}\\?returnUrl=${encodeURIComponent(surveyPath)}$`));
      await expect(page.locator('vmx-app').getByText(TEXTS[language].anonymous)).toHaveCount(0);
      await expectNoSeriousViolations(page, `sign-in for the survey ${language}`);
    });
  }
});
