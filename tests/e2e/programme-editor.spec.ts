/**
 * The programme editor (issue 24: editing single sessions): a preview super user (editor@, whom no other spec signs
 * in) opens it from the admin panel, moves one session to another room and marks another cancelled, each kept as a
 * pending edit, publishes them, and the programme shows the session in its new room and the other with its
 * Cancelled badge. axe with the editor open.
 *
 * This file starts a reference server of its own: publishing changes the programme every other spec reads from the
 * shared one.
 */
import type { Page } from '@playwright/test';
import type { ProgrammeRoom, ProgrammeSession } from '../../src/contracts';
import { DEMO_PASSWORD, PROGRAMME_EDITOR_ACCOUNT } from '../../server/db/seed/identity';
import { startReferenceServer, type ReferenceServer } from '../referenceServer';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const EDITOR = { email: PROGRAMME_EDITOR_ACCOUNT, password: DEMO_PASSWORD };

let server: ReferenceServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startReferenceServer({ timeoutMs: 100_000 });
});

test.afterAll(() => server?.stop());

async function read<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, server.baseUrl));
  return (await response.json()) as T;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
}

test('a super user moves a session to another room and cancels another in the editor; published, the programme shows both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sessions = await read<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
  const rooms = await read<ProgrammeRoom[]>('/api/Modules/PAGRooms?eventid=2026');
  // Two sessions with titles of their own, not cancelled.
  const unique = sessions.filter((session) => !session.IsCancelled && sessions.filter((other) => other.Name === session.Name).length === 1);
  const moved = unique[0]!;
  const cancelled = unique.find((session) => session.Name !== moved.Name && !session.Name.includes(moved.Name))!;
  const room = rooms.find((entry) => entry.Id !== moved.RoomId)!;

  await signIn(page);
  await page.getByRole('button', { name: 'Admin panel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin panel' });
  await dialog.getByRole('button', { name: 'Programme editor' }).click();
  const editor = dialog.getByRole('region', { name: 'Programme editor' });
  await expect(editor.getByText('Nothing is waiting to be published.')).toBeVisible();

  // Move the first session: open it, its form takes focus; pick the room; keep the edit.
  const search = editor.getByLabel('Search by title');
  await search.fill(moved.Name);
  await editor.getByRole('button', { name: `Edit: ${moved.Name}` }).click();
  const form = editor.getByRole('form', { name: `Edit “${moved.Name}”` });
  await expect(form.getByRole('heading', { name: `Edit “${moved.Name}”` })).toBeFocused();
  await form.getByLabel('Room').selectOption(String(room.Id));
  await form.getByRole('button', { name: 'Keep edit' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'The edit is pending until you publish.' })).toBeVisible();
  await expect(editor.locator(`[data-pending-edit="${moved.Id}"]`)).toContainText(`Room: ${moved.RoomName} → ${room.Name}`);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(editor.getByRole('button', { name: `Edit: ${moved.Name}` })).toBeFocused();

  // Cancel the second.
  await search.fill(cancelled.Name);
  await editor.getByRole('button', { name: `Edit: ${cancelled.Name}` }).click();
  const second = editor.getByRole('form', { name: `Edit “${cancelled.Name}”` });
  await second.getByLabel('Cancelled').check();
  await second.getByRole('button', { name: 'Keep edit' }).click();
  await expect(editor.locator(`[data-pending-edit="${cancelled.Id}"]`)).toContainText('Cancelled: no → yes');

  // Pending: the public programme is as it was.
  const before = await read<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026');
  expect(before.find((session) => session.Id === moved.Id)!.RoomId).toBe(moved.RoomId);
  await expectNoSeriousViolations(page, 'programme editor');

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Published. The programme shows the changes now.' })).toBeVisible();
  await expect(editor.getByText('Nothing is waiting to be published.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${server.baseUrl}/${instance}/${event}/${language}/search`);
  const app = page.locator('vmx-app');
  const programmeSearch = app.getByRole('searchbox', { name: 'Search the programme' });
  await programmeSearch.fill(moved.Name);
  await expect(app.locator(`[part="result"][data-session-id="${moved.Id}"]`)).toContainText(room.Name);
  await programmeSearch.fill(cancelled.Name);
  const row = app.locator(`[part="result"][data-session-id="${cancelled.Id}"]`);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('link', { name: cancelled.Name })).toHaveCSS('text-decoration-line', 'line-through');
});
