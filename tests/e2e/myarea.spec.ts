/**
 * My area in <vmx-app> (docs/rules/content-areas.md section 2: /myarea/{i}/{e}/{l}/{module?}/{id?}; section 4: the
 * forms status rule; section 7: documents and terms): the dashboard boxes, the module pages, the
 * documents with a PDF download, an open form filled in and submitted, a closed form read only with no
 * button on the page, the terms with the privacy policy, and axe-core on the dashboard, documents and terms.
 */
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
const myArea = `/myarea${base}`;

/** A fresh account of its own, signed in (my area needs a signed-in user: access settings, authRequiredPages). */
async function signInFresh(
  page: Page,
  request: Parameters<typeof createConfirmedAccount>[0],
  baseURL: string,
  label: string,
): Promise<string> {
  const { email, password } = await createConfirmedAccount(request, baseURL, label);
  await signInOnLoginPage(page, email, password);
  return email;
}

test('my area shows the dashboard boxes, each with title, description and button', async ({ page, request, baseURL }) => {
  // Creating and signing in an account, then waiting out the app start: more than the default budget on a busy machine.
  test.setTimeout(60_000);
  await signInFresh(page, request, baseURL!, 'myarea-boxes');
  await page.goto(myArea);
  const boxes = page.locator('vmx-app [part="myarea-box"]');
  await expect(boxes.locator('h2')).toHaveText([
    'My programme',
    'Evaluation',
    'My documents',
    'Attendance (CME)',
    'Terms and conditions',
    'Recorded about you',
    'Inbox',
    'Network',
    'Groups',
    'My profile',
    'Networking',
    'Helpdesk',
  ]);
  for (const box of await boxes.all()) {
    await expect(box.locator('p')).not.toBeEmpty();
    await expect(box.getByRole('link')).toHaveCount(1);
  }
  const evaluation = page.getByRole('listitem', { name: 'Evaluation' });
  await expect(evaluation).toContainText('Rate the sessions you attended');
  await expect(page.getByRole('listitem', { name: 'My profile' }).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    `/userform${base}`,
  );
  await expect(page.getByRole('listitem', { name: 'Helpdesk' }).getByRole('link', { name: 'Get help' })).toHaveAttribute(
    'href',
    `/helpdesk${base}`,
  );
  await expect(page.getByRole('listitem', { name: 'My documents' }).getByRole('link', { name: 'Show documents' })).toHaveAttribute(
    'href',
    `${myArea}/documents`,
  );
  await expectNoSeriousViolations(page, 'my area');

  await evaluation.getByRole('link', { name: 'Evaluate sessions' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}/evaluation$`));
  // The evaluation area's list, inside my area (<vmx-app> passes it to createMyAreaPage).
  const evaluationModule = page.locator('vmx-app [part="myarea-module"][data-module="evaluation"]');
  await expect(evaluationModule.locator('> h2')).toHaveText('Evaluation');
  await expect(evaluationModule.locator('[part="evaluation"]')).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Area' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}$`));
  await expect(boxes).toHaveCount(12);

  // The programme area's personal programme, inside my area.
  await page.getByRole('listitem', { name: 'My programme' }).getByRole('link', { name: 'Open my programme' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}/program$`));
  const programme = page.locator('vmx-app [part="myarea-module"][data-module="program"]');
  await expect(programme.locator('> h2')).toHaveText('My programme');
  await expect(programme.locator('[part="personal-programme"]')).toBeVisible();
});

test('groups, inbox and networking tell a user without a ticket why not, and lead back', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  await signInFresh(page, request, baseURL!, 'myarea-info');
  for (const [module, title, about] of [
    // A new account has no ticket: networking, its groups too, is for participants with one (tests/e2e/messaging.spec.ts
    // and messaging-companies-groups.spec.ts have the rest).
    ['groups', 'Groups', 'Networking is for participants with a ticket for this congress.'],
    ['inbox', 'Inbox', 'Networking is for participants with a ticket for this congress.'],
    ['networking_settings', 'Networking', 'Networking is for participants with a ticket for this congress.'],
  ] as const) {
    await page.goto(`${myArea}/${module}`);
    const body = page.locator(`vmx-app [part="myarea-module"][data-module="${module}"]`);
    await expect(body.locator('> h2')).toHaveText(title);
    await expect(body).toContainText(about);
    await expect(body.getByRole('button')).toHaveCount(0);
    await expect(body.getByRole('link', { name: 'Back to My Area' })).toHaveAttribute('href', myArea);
  }
  await page.goto(`${myArea}/no-such-module`);
  await expect(page.locator('vmx-app [part="myarea-module"]')).toContainText('My Area has no section of this name.');
});

// The server seeds documents and forms for the demo accounts only (server/db/seed/charity.ts): a new account
// has none. So the documents, forms and terms are read as attendee@, in this order (the last test submits
// attendee's open form).
const ATTENDEE = { email: 'attendee@ehc2026.test', password: 'vmx-demo-2026' } as const;

test('where the congress lets visitors open my area, a visitor is offered sign-in and comes back to the module', async ({ page }) => {
  test.setTimeout(60_000);
  // The demo congress sends visitors to sign in before my area (authRequiredPages); this one does not.
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const response = await route.fetch();
    const [resource] = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const config = JSON.parse(resource!.resourcevalue) as { access: { authRequiredPages: string[] } };
    config.access.authRequiredPages = config.access.authRequiredPages.filter((name) => name !== 'MyAreaPage');
    await route.fulfill({ json: [{ resourcename: 'config_json', resourcevalue: JSON.stringify(config) }] });
  });
  const documentCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('UserDocumentsV2')) documentCalls.push(request.url());
  });
  await page.goto(`${myArea}/documents`);
  const main = page.locator('vmx-app main[data-route="MyAreaPage"]');
  await expect(main.locator('[part="myarea-signed-out"]')).toContainText('Please sign in to see them.');
  const signIn = main.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('href', `/login${base}?returnUrl=${encodeURIComponent(`${myArea}/documents`)}`);
  expect(documentCalls).toEqual([]);

  await signIn.click();
  await page.getByLabel('E-mail').fill(ATTENDEE.email);
  await page.getByLabel('Password', { exact: true }).fill(ATTENDEE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}/documents$`));
  await expect(page.locator('vmx-app [part="myarea-documents"] tbody tr')).toHaveCount(3);
});

test('my documents list the files with type and date, and a file downloads as its PDF', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnLoginPage(page, ATTENDEE.email, ATTENDEE.password);
  await page.goto(`${myArea}/documents`);
  const module = page.locator('vmx-app [part="myarea-module"][data-module="documents"]');
  await expect(module.locator('> h2')).toHaveText('My documents');
  const files = module.locator('[part="myarea-documents"]');
  await expect(files.locator('tbody th')).toHaveText(['Certificate of attendance', 'Invoice', 'Registration confirmation']);
  const invoice = files.locator('tbody tr').filter({ hasText: 'Invoice' });
  await expect(invoice.locator('td').nth(0)).toHaveText('PDF document');
  await expect(invoice.locator('td').nth(1)).toHaveText('12 June 2026');

  const forms = module.locator('[part="myarea-forms"]');
  await expect(forms.locator('tbody th')).toHaveText(['Abstract submission', 'Travel grant application']);
  await expect(forms.locator('tbody tr').filter({ hasText: 'Abstract submission' }).locator('td').last()).toHaveText('Open');
  await expect(forms.locator('tbody tr').filter({ hasText: 'Travel grant application' }).locator('td').last()).toHaveText('Accepted');
  await expect(forms.getByRole('link', { name: 'Abstract submission' })).toHaveAttribute('href', new RegExp(`^${myArea}/submission/\\d+$`));
  await expectNoSeriousViolations(page, 'my documents');

  const downloading = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Invoice.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(500);

  // In German: the type and the date in the event language.
  await page.goto(`/myarea/${instance}/${event}/de-DE/documents`);
  const german = page.locator('vmx-app [part="myarea-documents"] tbody tr').filter({ hasText: 'Invoice' });
  await expect(german.locator('td').nth(0)).toHaveText('PDF-Dokument');
  await expect(german.locator('td').nth(1)).toHaveText('12. Juni 2026');
});

test('an accepted form shows read only, with no button on the page', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnLoginPage(page, ATTENDEE.email, ATTENDEE.password);
  await page.goto(`${myArea}/documents`);
  await page.locator('vmx-app [part="myarea-forms"]').getByRole('link', { name: 'Travel grant application' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}/submission/\\d+$`));
  const main = page.locator('vmx-app main');
  await expect(main.locator('[part="myarea-module"] > h2')).toHaveText('Travel grant application');
  await expect(main.locator('[part="myarea-form-status"]')).toHaveText('Status: Accepted');
  await expect(main).toContainText('This form is closed');
  const survey = main.getByRole('region', { name: 'Travel grant application' });
  await expect(survey).toContainText('Institution');
  // The answers given when the form was sent.
  await expect(survey.locator('input[type="text"], textarea').first()).toHaveValue('University Hospital');
  await expect(survey.locator('input, textarea').first()).toBeVisible();
  for (const field of await survey.locator('input[type="text"], textarea').all()) await expect(field).not.toBeEditable();
  await expect(main.getByRole('button')).toHaveCount(0);
  // Links stay.
  await expect(main.getByRole('link', { name: 'Back to my documents' })).toHaveAttribute('href', `${myArea}/documents`);
  await expect(main.getByRole('link', { name: 'Back to My Area' })).toBeVisible();
});

test('the terms show the congress’s and the platform’s entries, the privacy policies marked', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnLoginPage(page, ATTENDEE.email, ATTENDEE.password);
  await page.goto(myArea);
  await page.getByRole('listitem', { name: 'Terms and conditions' }).getByRole('link', { name: 'Read the terms' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea}/terms$`));
  const congress = page.locator('vmx-app [part="myarea-terms"][data-scope="event"]');
  const platform = page.locator('vmx-app [part="myarea-terms"][data-scope="default"]');
  await expect(congress.locator('h3')).toHaveText('Terms of this congress');
  await expect(congress.locator('h4')).toHaveText(['Congress terms and conditions', 'Congress privacy notice']);
  await expect(platform.locator('h3')).toHaveText('Terms of the platform');
  await expect(platform.locator('h4')).toHaveText(['Terms of use', 'Privacy policy']);
  await expect(page.locator('vmx-app [part="myarea-terms-entry"][data-privacy-policy="true"] h4')).toHaveText([
    'Congress privacy notice',
    'Privacy policy',
  ]);
  const privacy = page.getByRole('article', { name: 'Privacy policy' });
  await expect(privacy.getByText('Privacy policy', { exact: true }).first()).toBeVisible();
  await expect(privacy.getByRole('link', { name: 'our privacy page' })).toHaveAttribute('href', 'https://example.org/privacy');
  await expect(congress).toContainText('Recording of sessions is not allowed.');
  // Each entry's content opens with its title as a heading: shown once, as the entry's heading.
  await expect(page.locator('vmx-app [part="myarea-terms-html"]').getByRole('heading')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'terms');
});

test('an open form is filled in, submitted, and then shows Submitted', async ({ page }) => {
  test.setTimeout(60_000);
  await signInOnLoginPage(page, ATTENDEE.email, ATTENDEE.password);
  await page.goto(`${myArea}/documents`);
  await page.locator('vmx-app [part="myarea-forms"]').getByRole('link', { name: 'Abstract submission' }).click();
  const main = page.locator('vmx-app main');
  await expect(main.locator('[part="myarea-form-status"]')).toHaveText('Status: Open');
  const survey = main.getByRole('region', { name: 'Abstract submission' });

  // Mandatory questions unanswered: the section 8 message, nothing saved.
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(main).toContainText('There are mandatory questions which are not answered. Please check, thank you.');

  await survey.getByRole('textbox', { name: /Title of the abstract/ }).fill('Early rehabilitation after stroke');
  // Leaving the field clears its "Response required" (the questions below move up); then the topic from
  // the dropdown's list, which opens inside the element (its styles apply there).
  await survey.getByRole('textbox', { name: /Title of the abstract/ }).press('Tab');
  await expect(survey.getByText('Response required.')).toHaveCount(2);
  await survey.locator('.sd-dropdown').click();
  await survey.getByRole('option', { name: 'Neurology' }).click();
  await expect(survey.locator('.sd-dropdown__value')).toContainText('Neurology');
  await survey.getByRole('textbox', { name: /Summary/ }).fill('Patients who started within 48 hours walked sooner.');
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you. Your form has been submitted.');
  await expect(main.locator('[part="myarea-form-status"]')).toHaveText('Status: Submitted');

  await main.getByRole('link', { name: 'Back to my documents' }).click();
  await expect(
    page.locator('vmx-app [part="myarea-forms"] tbody tr').filter({ hasText: 'Abstract submission' }).locator('td').last(),
  ).toHaveText('Submitted');
});
