/**
 * CME attendance and the certificate of attendance (issue 23): a signed-in physician's watch time, reported as the
 * recording's player reports it (POST api/Modules/Attendance, on demand: a session's recording, whose session does not
 * depend on the clock; a live report's session is the one running at the server's clock, which the server tests move),
 * appears in my area's "Attendance (CME)" with the share watched and whether it counts; they create a certificate,
 * which appears in their documents and downloads as a PDF carrying its verification code; the public verification
 * page confirms it for that code (and for the code typed into its field), and refuses an unknown one. Finally they
 * delete their attendance record behind the confirming dialog. axe on the module and the page.
 *
 * It signs in cme@ehc2026.test, whom no other spec signs in (server/db/seed/community.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ATTENDANCE_REPORT_MAX_SECONDS, type ProgrammeSession } from '../../src/contracts';
import { accessToken, DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const CME = { email: 'cme@ehc2026.test', password: 'vmx-demo-2026' };

async function signIn(page: Page): Promise<void> {
  await page.goto(`/login/${instance}/${event}/en-GB`);
  await page.getByLabel('E-mail').fill(CME.email);
  await page.getByLabel('Password', { exact: true }).fill(CME.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/en-GB$`));
}

/** Two sessions of the programme, the first longer than the second isn't needed: any two that are not cancelled. */
async function twoSessions(request: APIRequestContext, id: number): Promise<[ProgrammeSession, ProgrammeSession]> {
  const reply = await request.get(`/api/Modules/PAGSessionsV2?eventid=${id}&language=en-GB`);
  expect(reply.ok()).toBe(true);
  const sessions = ((await reply.json()) as ProgrammeSession[])
    .filter((session) => !session.IsCancelled && Date.parse(session.EndDateTime) - Date.parse(session.StartDateTime) >= 30 * 60_000)
    .sort((a, b) => a.StartDateTime.localeCompare(b.StartDateTime) || a.Id - b.Id);
  return [sessions[0]!, sessions[1]!];
}

/** Reports `seconds` of a session's recording as the player does: at most one interval's worth a report. */
async function watchOnDemand(request: APIRequestContext, id: number, token: string, sessionId: number, seconds: number) {
  for (let left = seconds; left > 0; left -= ATTENDANCE_REPORT_MAX_SECONDS) {
    const reply = await request.post(`/api/Modules/Attendance?eventid=${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { Mode: 'ondemand', SessionId: sessionId, Seconds: Math.min(left, ATTENDANCE_REPORT_MAX_SECONDS) },
    });
    expect(reply.status()).toBe(204);
  }
}

test('a physician’s watch time appears in my area, becomes a certificate in their documents, and the public page verifies its code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await eventId(request);
  const token = await accessToken(page);
  // A fresh start, whatever an earlier run of this test left.
  expect((await request.delete(`/api/Modules/Attendance?eventid=${id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    204,
  );

  const [watched, glanced] = await twoSessions(request, id);
  const length = (session: ProgrammeSession) => (Date.parse(session.EndDateTime) - Date.parse(session.StartDateTime)) / 1000;
  await watchOnDemand(request, id, token, watched.Id, length(watched));
  await watchOnDemand(request, id, token, glanced.Id, 120);

  await page.goto(`/myarea/${instance}/${event}/en-GB`);
  await page.getByRole('listitem', { name: 'Attendance (CME)' }).getByRole('link', { name: 'Show my attendance' }).click();
  const module = page.locator('vmx-app [part="myarea-module"][data-module="attendance"]');
  await expect(module.locator('> h2')).toHaveText('Attendance (CME)');
  await expect(module).toContainText('whatever you chose about analytics cookies');
  const rows = module.locator('[part="attendance-sessions"] tbody tr');
  await expect(rows).toHaveCount(2);
  const full = rows.filter({ hasText: watched.Name });
  await expect(full.locator('td').nth(1)).toHaveText('0:00');
  await expect(full.locator('td').nth(3)).toHaveText('100 %');
  await expect(full.locator('td').nth(4)).toContainText('Yes');
  const partial = rows.filter({ hasText: glanced.Name });
  await expect(partial.locator('td').nth(2)).toHaveText('0:02');
  await expect(partial.locator('td').nth(4)).toHaveText('No');
  await expect(module).toContainText('Total credit hours:');
  await expectNoSeriousViolations(page, 'attendance module');

  await module.getByRole('button', { name: 'Create certificate of attendance' }).click();
  const created = module.getByRole('status').filter({ hasText: 'is ready' });
  await expect(created).toBeVisible();
  const code = /code ([A-Z2-7]{12})/.exec((await created.textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();

  // The certificate is among the documents and downloads as a PDF with its code.
  await created.getByRole('link', { name: 'Open my documents' }).click();
  const certificateRow = page
    .locator('vmx-app [part="myarea-documents"] tbody tr')
    .filter({ hasText: 'Certificate of attendance' })
    .first();
  await expect(certificateRow).toBeVisible();
  const downloading = page.waitForEvent('download');
  await certificateRow.getByRole('button', { name: /Download/ }).click();
  const download = await downloading;
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(code!);

  // The public page verifies it: prefilled from the address, and typed into its field.
  await page.goto(`/verify/${instance}/${event}/en-GB?code=${code}`);
  await expect(page.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(page.getByText('Clara Meier-Đorđević')).toBeVisible();
  await expect(page.getByRole('table')).toContainText(watched.Name);
  await expect(page.getByRole('table')).not.toContainText(glanced.Name);
  await expectNoSeriousViolations(page, 'verification page');

  await page.goto(`/verify/${instance}/${event}/de-DE`);
  await page.getByLabel('Prüfcode').fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('heading', { name: 'Diese Bescheinigung ist echt' })).toBeVisible();
  await page.getByLabel('Prüfcode').fill('AAAAAAAAAAAA');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByRole('heading', { name: /Keine Bescheinigung dieses Kongresses/ })).toBeVisible();
  expect((await request.get(`/api/Public/Certificates/AAAAAAAAAAAA`)).status()).toBe(404);

  // Deleting the record, behind the dialog: the sessions are gone, the certificate stays verifiable.
  await page.goto(`/myarea/${instance}/${event}/en-GB/attendance`);
  await module.getByRole('button', { name: 'Delete my attendance record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your attendance record?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(module).toContainText('Nothing recorded yet');
  expect((await request.get(`/api/Public/Certificates/${code}`)).status()).toBe(200);
});

test('the recording’s player reports the seconds a signed-in physician watched when they pause', async ({ page }) => {
  await signIn(page);
  // Presentation 100001's recording is in session 10001, the opening plenary (tests/e2e/presentation-player.spec.ts).
  await page.goto(`/presentationplayer/${instance}/${event}/en-GB/100001`);
  const video = page.locator('vmx-app [part="presentation-recording"] [data-player="recording"] video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/Modules\/Attendance\?eventid=\d+$/.test(request.url()),
    { timeout: 20_000 },
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.loop = true;
    await element.play();
  });
  // Over two seconds of playing, then a pause: the player reports them.
  await page.waitForTimeout(2_500);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const body = (await reported).postDataJSON() as { Mode: string; SessionId: number; Seconds: number };
  expect(body).toMatchObject({ Mode: 'ondemand', SessionId: 10001 });
  expect(body.Seconds).toBeGreaterThanOrEqual(2);
  expect(body.Seconds).toBeLessThanOrEqual(ATTENDANCE_REPORT_MAX_SECONDS);
});
