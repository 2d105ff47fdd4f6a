/**
 * The scan page (/scan/{i}/{e}/{l}, ScanPage): the camera reads a QR code and opens what it names; a typed code does
 * the same; a code of another site is refused with a message. Chromium's fake camera plays a .y4m video that this
 * file writes from a QR matrix made by `qrcode` (no file is shipped, nothing is downloaded). en-GB and de-DE, with no
 * serious accessibility violation.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { SCAN_TEXTS_DE } from '../../server/db/seed/texts-de/scan';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const { instance, event } = DEMO;
const scanPath = (language: string) => `/scan/${instance}/${event}/${language}`;
/** The demo's first session (server/db/seed/programme.ts: session ids start after 10 000). */
const SESSION_ID = '10001';

/**
 * A YUV4MPEG2 video (4:2:0) of `text` as a QR code: black modules on white with the quiet zone, centred, in a few
 * identical frames (Chromium plays the file in a loop).
 */
function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = 320;
  const height = 240;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * width + left + column * scale,
          (top + row * scale + y) * width + left + (column + 1) * scale,
        );
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = join(mkdtempSync(join(tmpdir(), 'vmx-scan-')), 'qr.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame, frame]),
  );
  return file;
}

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(`S:${SESSION_ID}`)}`,
    ],
  },
});

test('the camera reads the QR code of a session and opens the session (en-GB)', async ({ page }) => {
  await page.goto(scanPath('en-GB'));
  const app = page.locator('vmx-app');
  await expect(app.getByRole('heading', { level: 1, name: 'Scan QR' })).toBeVisible();
  await expect(app.getByText('Point the camera at the QR code of a session')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/en-GB/session/${SESSION_ID}$`), { timeout: 20_000 });
  await expect(page.locator('vmx-app main[data-route="SessionPage"]')).toBeVisible();
});

test('a typed code or address opens its page; another site’s address and an unknown code are refused with a reason', async ({
  page,
  baseURL,
}) => {
  // No camera here: the page offers the typed code.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  await page.goto(scanPath('en-GB'));
  const app = page.locator('vmx-app');
  await expect(
    app.getByRole('status').filter({ hasText: 'The camera may not be used on this device. Type the code instead.' }),
  ).toBeVisible();
  const field = app.getByLabel('Code or address');
  await expect(app.locator('[data-scan="manual"]')).toContainText('E:ca-0030');
  await expectNoSeriousViolations(page, 'scan en-GB');

  await field.fill('https://evil.example/demo/ehc2026/en-GB/session/10001');
  await app.getByRole('button', { name: 'Open' }).click();
  await expect(app.getByText('This code leads away from this congress, so it is not opened.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('javascript:alert(1)');
  await field.press('Enter');
  await expect(app.getByText('This code leads away from this congress, so it is not opened.')).toBeVisible();
  await field.fill('hello');
  await field.press('Enter');
  await expect(app.getByText('This is not a code of this congress. A code looks like S:10001.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${scanPath('en-GB')}$`));

  await field.fill('E:ca-0030');
  await field.press('Enter');
  // The company's profile, which sends a visitor on to the company's booth where it has one (the profile's entry
  // rule): either address, of this company, may be the one the test sees.
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/en-GB/profile/ca-0030|/booth/${instance}/${event}/en-GB\\?id=ca-0030$`));

  // The platform's own address, as printed on a poster of this event.
  await page.goto(scanPath('en-GB'));
  await app.getByLabel('Code or address').fill(`${baseURL}/${instance}/${event}/de-DE/session/${SESSION_ID}`);
  await app.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/en-GB/session/${SESSION_ID}$`));
});

test('reads German, and a typed poster code opens the poster in German (de-DE)', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('no camera', 'NotFoundError'));
  });
  await page.goto(scanPath('de-DE'));
  const app = page.locator('vmx-app');
  await expect(app.getByText(SCAN_TEXTS_DE['scan.intro'])).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: SCAN_TEXTS_DE['scan.camera.unavailable'] })).toBeVisible();
  await expectNoSeriousViolations(page, 'scan de-DE');
  await app.getByLabel(SCAN_TEXTS_DE['scan.manual.label']).fill('X');
  await app.getByRole('button', { name: SCAN_TEXTS_DE['scan.manual.open'] }).click();
  await expect(app.getByText(SCAN_TEXTS_DE['scan.error.unknown'])).toBeVisible();
  await app.getByLabel(SCAN_TEXTS_DE['scan.manual.label']).fill('P:100001');
  await app.getByRole('button', { name: SCAN_TEXTS_DE['scan.manual.open'] }).click();
  await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/de-DE/presentation/100001$`));
});
