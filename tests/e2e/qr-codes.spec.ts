/**
 * The "QR code" dialogs of the pages people scan (ui/QrCodeButton, ui/QrCodeDialog; server/routes/qr.ts): a session, a
 * presentation (poster), an exhibitor's booth and profile show their own address as a QR code the server draws, with
 * the short code under it. The QR code is decoded here (jsQR, as the Scan page reads camera frames) and its address
 * opened, by the browser and by the Scan page. Keyboard (Enter opens, Escape closes and focus returns), en-GB and
 * de-DE, with no serious accessibility violation while the dialog is open.
 *
 * The session is one every visitor may open (10003: 10001 and 10002 carry a Session policy), so that no demo account
 * is signed in here: a sign-in would end the same account's sessions in browser tests running beside this one.
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { QR_CODE_TEXTS_DE } from '../../server/db/seed/texts-de/qrCode';
import { QR_CODE_TEXTS } from '../../src/core/scan/qrCodeTexts';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const SESSION_ID = 10003;
/** A published company with a 2D booth (its profile address opens the booth), and one without (server/db/seed/exhibition.ts). */
const BOOTH_COMPANY = 'ca-0002';
const PROFILE_COMPANY = 'CA-Bio0042';

const TEXTS = { 'en-GB': QR_CODE_TEXTS, 'de-DE': QR_CODE_TEXTS_DE } as const;
type Language = keyof typeof TEXTS;

const app = (page: Page) => page.locator('vmx-app');

/** Opens the page's QR code dialog from the keyboard and waits for the picture to load. */
async function openQrDialog(page: Page, language: Language): Promise<{ button: Locator; dialog: Locator; image: Locator }> {
  const t = TEXTS[language];
  const button = app(page).getByRole('button', { name: t['qrCode.open'], exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = app(page).getByRole('dialog', { name: t['qrCode.title'] });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return { button, dialog, image };
}

/** The text the QR code picture holds, decoded from its pixels. */
async function decodeQr(image: Locator): Promise<string | null> {
  const { width, height, pixels } = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    return { width: canvas.width, height: canvas.height, pixels: [...context.getImageData(0, 0, canvas.width, canvas.height).data] };
  });
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}

for (const language of ['en-GB', 'de-DE'] as const) {
  test(`a session page shows its QR code and code in a dialog opened and closed from the keyboard (${language})`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXTS[language];
    const address = `${baseURL}/${instance}/${event}/${language}/session/${SESSION_ID}`;
    await page.goto(`/${instance}/${event}/${language}/session/${SESSION_ID}`);
    await expect(app(page).locator(`[part="session"][data-session-id="${SESSION_ID}"]`)).toBeVisible();

    const { button, dialog, image } = await openQrDialog(page, language);
    await expect(image).toHaveAttribute('alt', t['qrCode.image'].replace('{address}', address));
    await expect(dialog).toContainText(t['qrCode.code'].replace('{code}', `S:${SESSION_ID}`));
    await expect(dialog).toContainText(t['qrCode.hint']);
    await expect(dialog.getByRole('button', { name: t['qrCode.close'] })).toBeVisible();
    await expectNoSeriousViolations(page, `session QR code dialog ${language}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}

test('the QR code holds exactly the page’s own address, which opens the session in the browser and on the Scan page', async ({
  page,
  request,
  baseURL,
}) => {
  const address = `${baseURL}/${instance}/${event}/en-GB/session/${SESSION_ID}`;
  await page.goto(`/${instance}/${event}/en-GB/session/${SESSION_ID}`);
  const { image } = await openQrDialog(page, 'en-GB');

  // The server's picture is the address drawn by the library itself: nothing else is encoded.
  const svg = await (await request.get((await image.getAttribute('src'))!)).text();
  expect(svg).toBe(await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: 240 }));
  // And read back from its pixels, as a camera would.
  const decoded = await decodeQr(image);
  expect(decoded).toBe(address);

  await page.goto(decoded!);
  await expect(app(page).locator(`[part="session"][data-session-id="${SESSION_ID}"]`)).toBeVisible();

  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('no camera', 'NotFoundError'));
  });
  await page.goto(`/scan/${instance}/${event}/en-GB`);
  await app(page).getByLabel('Code or address').fill(decoded!);
  await app(page).getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/en-GB/session/${SESSION_ID}$`));
});

test('a presentation (poster) page shows the QR code of its own address', async ({ page, baseURL }) => {
  // A presentation of the open session (those of 10001 and 10002 share their session's policy).
  await page.goto(`/${instance}/${event}/en-GB/session/${SESSION_ID}`);
  const presentationId = await app(page).locator('[part="session"] li[data-presentation-id]').first().getAttribute('data-presentation-id');
  await page.goto(`/${instance}/${event}/en-GB/presentation/${presentationId}`);
  await expect(app(page).locator(`[part="presentation"][data-presentation-id="${presentationId}"]`)).toBeVisible();
  const { dialog, image } = await openQrDialog(page, 'en-GB');
  await expect(dialog).toContainText(`P:${presentationId}`);
  expect(await decodeQr(image)).toBe(`${baseURL}/${instance}/${event}/en-GB/presentation/${presentationId}`);
});

test('a booth’s QR code holds its company’s profile address, which opens the booth again', async ({ page, baseURL }) => {
  await page.goto(`/booth/${instance}/${event}/en-GB?id=${BOOTH_COMPANY}`);
  await expect(app(page).locator(`[part="booth"][data-booth="${BOOTH_COMPANY}"]`)).toBeVisible();
  const { dialog, image } = await openQrDialog(page, 'en-GB');
  await expect(dialog).toContainText(`E:${BOOTH_COMPANY}`);
  const decoded = await decodeQr(image);
  expect(decoded).toBe(`${baseURL}/${instance}/${event}/en-GB/profile/${BOOTH_COMPANY}`);
  await page.goto(decoded!);
  await expect(app(page).locator(`[part="booth"][data-booth="${BOOTH_COMPANY}"]`)).toBeVisible();
});

test('an exhibitor profile shows the QR code of its own address (de-DE)', async ({ page, baseURL }) => {
  await page.goto(`/${instance}/${event}/de-DE/profile/${PROFILE_COMPANY}`);
  await expect(app(page).locator(`[part="exhibitor-profile"][data-company="${PROFILE_COMPANY}"]`)).toBeVisible();
  const { button, dialog, image } = await openQrDialog(page, 'de-DE');
  await expect(dialog).toContainText(`E:${PROFILE_COMPANY}`);
  expect(await decodeQr(image)).toBe(`${baseURL}/${instance}/${event}/de-DE/profile/${PROFILE_COMPANY}`);
  await expectNoSeriousViolations(page, 'profile QR code dialog de-DE');
  await dialog.getByRole('button', { name: QR_CODE_TEXTS_DE['qrCode.close'] }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});
