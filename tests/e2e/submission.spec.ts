/**
 * The abstract submission page (docs/rules/shell-access-identity.md section 2: SubmissionPage,
 * /{i}/{e}/{l}/submission/{module*}, no header by default; areas/submission): a signed-out visitor reads the call
 * and signs in to come back; a user writes an abstract in the SurveyJS form, is refused over the 300-word limit
 * with a clear message, saves a draft, opens it again, submits it and finds it in the list with its status, read
 * only from then on; German; axe on every screen.
 */
import type { Locator, Page } from '@playwright/test';
import { SUBMISSION_TEXTS } from '../../src/core/submission/texts';
import { SUBMISSION_TEXTS_DE } from '../../server/db/seed/texts-de/submission';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const submissionPath = (language = 'en-GB', module = '') => `/${instance}/${event}/${language}/submission${module ? `/${module}` : ''}`;
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
type Texts = Record<keyof typeof SUBMISSION_TEXTS, string>;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The form's questions, by their titles (SurveyJS marks a required one with an asterisk after the title). */
async function writeAbstract(form: Locator, page: Page, texts: Texts, fields: { title: string; topic: string; text: string }) {
  await form.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.title']}`) }).fill(fields.title);
  await form.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.authorName']}`) }).fill('Test Author');
  await form.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.affiliation']}`) }).fill('Example University');
  // SurveyJS's dropdown: a click on the field opens its list (inside the element), a click on a choice takes it.
  await form.locator('.sd-dropdown').click();
  await page.locator('vmx-app').getByRole('option', { name: fields.topic, exact: true }).click();
  await expect(form.getByRole('combobox', { name: new RegExp(`^${texts['submission.form.topic']}`) })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await form.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.text']}`) }).fill(fields.text);
}

test('the page tells a signed-out visitor the call and its topics, and brings them back after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createConfirmedAccount(request, baseURL!, 'submission-signin');
  await page.goto(submissionPath());
  const app = page.locator('vmx-app');
  const submission = app.locator('[part="submission"]');
  await expect(submission.locator('[part="submission-signed-out"]')).toContainText(SUBMISSION_TEXTS['submission.signedOut']);
  await expect(submission).toContainText(fill(SUBMISSION_TEXTS['submission.rules'], { limit: 300 }));
  await expect(submission.getByRole('heading', { name: SUBMISSION_TEXTS['submission.topics'] })).toBeVisible();
  await expect(submission.getByRole('listitem').filter({ hasText: 'Oncology' })).toBeVisible();
  await expect(app.locator('main[data-route="SubmissionPage"]')).toBeVisible();
  await expectNoSeriousViolations(page, 'submission signed out');

  await submission.getByRole('link', { name: SUBMISSION_TEXTS['submission.signIn'] }).click();
  await expect(page).toHaveURL(/\/login\//);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${submissionPath()}$`));
  await expect(submission.locator('[data-submission-list="empty"]')).toHaveText(SUBMISSION_TEXTS['submission.list.empty']);
});

for (const [language, texts] of [
  ['en-GB', SUBMISSION_TEXTS],
  ['de-DE', SUBMISSION_TEXTS_DE],
] as const) {
  test(`${language}: a user writes an abstract, is refused over the word limit, saves a draft, reopens and submits it`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createConfirmedAccount(request, baseURL!, `submission-${language}`);
    await signInOnLoginPage(page, account.email, account.password);
    await page.goto(submissionPath(language));
    const app = page.locator('vmx-app');
    const submission = app.locator('[part="submission"]');
    await expect(submission.locator('[data-submission-list="empty"]')).toBeVisible();
    await expectNoSeriousViolations(page, `${language} submission list (empty)`);

    await submission.getByRole('link', { name: texts['submission.list.new'] }).click();
    await expect(page).toHaveURL(new RegExp(`${submissionPath(language, 'abstracts/new')}$`));
    const form = submission.locator('[part="survey"]');
    const topic = language === 'en-GB' ? 'Oncology' : 'Onkologie';
    const title = `Bedside ultrasound ${language}`;
    await writeAbstract(form, page, texts, { title, topic, text: words(301) });
    // The words are counted as they are typed.
    await expect(form).toContainText(language === 'en-GB' ? '301 words of 300' : '301 Wörter von 300');
    await expectNoSeriousViolations(page, `${language} new abstract`);

    // Over the limit: Submit is refused with the limit named, and nothing is saved.
    await form.getByRole('button', { name: texts['submission.form.submit'] }).click();
    await expect(form).toContainText(fill(texts['submission.form.overLimit'], { limit: 300 }));
    await expect(page).toHaveURL(new RegExp(`${submissionPath(language, 'abstracts/new')}$`));

    // A draft may be over the limit: it saves, and the draft gets an address of its own.
    await form.getByRole('button', { name: texts['submission.form.saveDraft'] }).click();
    await expect(submission.locator('[data-submission-notice]')).toHaveText(texts['submission.form.draftSaved']);
    await expect(page).toHaveURL(new RegExp(`${submissionPath(language, 'abstracts/edit/')}\\d+$`));
    const draftUrl = page.url();

    // The list shows it as a draft; opening it again brings back what was written.
    await submission.getByRole('link', { name: texts['submission.back'] }).click();
    const card = submission.locator('[data-submission-id]').filter({ hasText: title });
    await expect(card).toHaveAttribute('data-status', 'draft');
    await expect(card.locator('[part="submission-status"]')).toHaveText(
      fill(texts['submission.status'], { status: texts['submission.status.draft'] }),
    );
    await card.getByRole('link', { name: texts['submission.list.edit'] }).click();
    await expect(page).toHaveURL(draftUrl);
    const reopened = submission.locator('[part="survey"]');
    await expect(reopened.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.title']}`) })).toHaveValue(title);
    await expect(reopened.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.affiliation']}`) })).toHaveValue(
      'Example University',
    );

    // Shortened to the limit, it submits and the list shows its status.
    await reopened.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.text']}`) }).fill(words(300));
    await reopened.getByRole('button', { name: texts['submission.form.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`${submissionPath(language)}$`));
    await expect(submission.locator('[data-submission-notice]')).toHaveText(texts['submission.form.submitted']);
    await expect(card).toHaveAttribute('data-status', 'submitted');
    await expect(card.locator('[part="submission-status"]')).toHaveText(
      fill(texts['submission.status'], { status: texts['submission.status.submitted'] }),
    );
    await expect(card).toContainText(topic);
    await expectNoSeriousViolations(page, `${language} submission list`);

    // Submitted, it opens read only.
    await card.getByRole('link', { name: texts['submission.list.view'] }).click();
    await expect(submission).toContainText(texts['submission.form.readOnly']);
    // No button to save or submit (the dropdown's own arrow stays, disabled).
    const readOnlyForm = submission.locator('[part="survey"]');
    await expect(readOnlyForm.getByRole('textbox', { name: new RegExp(`^${texts['submission.form.title']}`) })).toHaveValue(title);
    await expect(readOnlyForm.getByRole('button', { name: texts['submission.form.submit'] })).toHaveCount(0);
    await expect(readOnlyForm.getByRole('button', { name: texts['submission.form.saveDraft'] })).toHaveCount(0);
    await expect(readOnlyForm.getByRole('button', { disabled: false })).toHaveCount(0);
    await expectNoSeriousViolations(page, `${language} submitted abstract`);
  });
}
