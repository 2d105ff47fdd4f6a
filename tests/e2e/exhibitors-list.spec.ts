/**
 * The exhibitor list on the standalone platform (<vmx-app>, the industry landing route) and in the
 * embeddable element (<vmx-exhibitors> on demo/exhibitors.html): search as you type with the address
 * following, tags and sponsor types, the sorts, more cards on demand, the floorplan dialog, the
 * element's include list and links to the platform, and accessibility.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Fuse from 'fuse.js';
import type { CompanyAccount } from '../../src/contracts';
import { EXHIBITOR_SEARCH_KEYS } from '../../src/core/exhibitors/search';
import { FUZZY_SEARCH_OPTIONS } from '../../src/core/fuzzySearch';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const listPath = `/${instance}/${event}/${language}/industryLanding`;

async function allAccounts(request: APIRequestContext): Promise<CompanyAccount[]> {
  return (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as CompanyAccount[];
}

const cardsOf = (root: Locator) => root.locator('[part="exhibitor"]');
const countOf = (root: Locator) => root.getByRole('status').filter({ hasText: /^[\d,]+ exhibitors$/ });
const namesOf = (root: Locator) => cardsOf(root).locator('h3').allTextContents();

async function countNumber(root: Locator): Promise<number> {
  return Number(((await countOf(root).textContent()) ?? '').replace(/[^\d]/g, ''));
}

async function openList(page: Page, query = ''): Promise<Locator> {
  await page.goto(`${listPath}${query}`);
  const root = page.locator('vmx-app');
  await expect(countOf(root)).toBeVisible();
  return root;
}

test('the list shows every exhibitor a page at a time, and typing narrows it to what fuse.js finds, with the address following', async ({
  page,
  request,
}) => {
  const accounts = await allAccounts(request);
  const root = await openList(page);
  expect(await countNumber(root)).toBe(accounts.length);
  await expect(cardsOf(root)).toHaveCount(48);
  await root.getByRole('button', { name: /^Show \d+ more$/ }).click();
  await expect(cardsOf(root)).toHaveCount(Math.min(96, accounts.length));

  // A fragment of a real name: the cards are exactly fuse.js's matches (in the chosen, alphabetical order).
  const fragment = accounts[3]!.Name.split(' ')[0]!.slice(0, 5);
  const expected = new Fuse(accounts, { ...FUZZY_SEARCH_OPTIONS, keys: [...EXHIBITOR_SEARCH_KEYS] })
    .search(fragment)
    .map((result) => result.item.Name);
  await root.getByRole('searchbox', { name: 'Search the exhibitors' }).fill(fragment);
  await expect.poll(() => countNumber(root)).toBe(expected.length);
  expect(new Set(await namesOf(root))).toEqual(new Set(expected.slice(0, 48)));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(fragment)}`));
  await page.reload();
  await expect(root.getByRole('searchbox', { name: 'Search the exhibitors' })).toHaveValue(fragment);
  await expect.poll(() => countNumber(root)).toBe(expected.length);
});

test('a tag keeps exhibitors with any chosen tag, a sponsor type narrows to it, and Clear filters restores the list', async ({
  page,
  request,
}) => {
  const accounts = await allAccounts(request);
  const root = await openList(page);
  const tags = [...new Set(accounts.flatMap((account) => account.Tags))].sort();
  const [first, second] = [tags[0]!, tags[1]!];
  // Clicked, then awaited checked: the list filters in a transition, and under load the box may show its new state
  // only once that commits (check() would refuse a box whose state did not change at once).
  for (const tag of [first, second]) {
    const box = root.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { name: new RegExp(`^${tag} \\(`) });
    await box.click();
    await expect(box).toBeChecked();
  }
  const withEither = accounts.filter((account) => account.Tags.includes(first) || account.Tags.includes(second));
  await expect.poll(() => countNumber(root)).toBe(withEither.length);

  await root
    .getByRole('combobox', { name: 'Sponsor type' })
    .selectOption({ label: `Gold (${accounts.filter((account) => account.SponsorType === 'Gold').length})` });
  const gold = withEither.filter((account) => account.SponsorType === 'Gold');
  await expect.poll(() => countNumber(root)).toBe(gold.length);
  expect(new Set(await namesOf(root))).toEqual(new Set(gold.map((account) => account.Name)));

  await root.getByRole('button', { name: 'Clear filters' }).click();
  await expect.poll(() => countNumber(root)).toBe(accounts.length);
});

test('sorting by ranking follows Sort, and by booth follows the lowest booth number in natural order', async ({ page, request }) => {
  const accounts = await allAccounts(request);
  const root = await openList(page);
  await root.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Ranking' });
  const byRanking = [...accounts].sort((a, b) => a.Sort - b.Sort).map((account) => account.Name);
  await expect.poll(() => namesOf(root)).toEqual(byRanking.slice(0, 48));
  await expect(page).toHaveURL(/[?&]sort=ranking/);

  await root.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Booth' });
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const lowest = (account: CompanyAccount) => [...account.BoothNumbers].sort(collator.compare)[0] ?? '\uffff';
  await expect
    .poll(async () => {
      const booths = await cardsOf(root).locator('button[aria-haspopup="dialog"]').allTextContents();
      const firsts = booths.map((text) => text.replace(/^Booths? /, '').split(', ')[0]!);
      return firsts.every((booth, i) => i === 0 || collator.compare(firsts[i - 1]!, booth) <= 0) && firsts.length === 48;
    })
    .toBe(true);
  expect((await namesOf(root))[0]).toBe(
    [...accounts].sort((a, b) => collator.compare(lowest(a), lowest(b)) || collator.compare(a.Name, b.Name))[0]!.Name,
  );
});

test('the floorplan dialog shows the booths in ascending order labelled Booths, the sponsor type and a way to the profile, and gives focus back', async ({
  page,
  request,
}) => {
  const accounts = await allAccounts(request);
  const company = accounts.find((account) => account.BoothNumbers.length > 1 && account.isPublic && !account.DeepLink)!;
  const root = await openList(page, `?q=${encodeURIComponent(company.Name)}`);
  const card = cardsOf(root).filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) });
  const boothButton = card.getByRole('button', { name: /^Booths / });
  await boothButton.click();
  const dialog = root.getByRole('dialog', { name: company.Name });
  await expect(dialog).toBeVisible();
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  await expect(dialog.locator('dd').first()).toHaveText([...company.BoothNumbers].sort(collator.compare).join(', '));
  await expect(dialog.locator('dt').first()).toHaveText('Booths');
  await expect(dialog.getByText(company.SponsorType, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Show more' })).toHaveAttribute(
    'href',
    `/${instance}/${event}/${language}/profile/${company.CompanyAccountId}`,
  );
  await expectNoSeriousViolations(page, 'floorplan dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(boothButton).toBeFocused();
});

test('the embedded element shows only its include list in ranking order, with profile links to the platform', async ({ page, request }) => {
  const accounts = await allAccounts(request);
  await page.goto('/demo/exhibitors.html');
  const partners = page.locator('#partners');
  const expected = accounts
    .filter((account) => account.SponsorType === 'Platinum' || account.SponsorType === 'Gold')
    .sort((a, b) => a.Sort - b.Sort);
  await expect.poll(() => countNumber(partners)).toBe(expected.length);
  expect(await namesOf(partners)).toEqual(expected.map((account) => account.Name));
  const linked = expected.find((account) => account.isPublic)!;
  await expect(cardsOf(partners).getByRole('link', { name: linked.Name, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/${instance}/${event}/${language}/profile/${linked.CompanyAccountId}$`),
  );
  const hidden = expected.find((account) => !account.isPublic);
  if (hidden) await expect(cardsOf(partners).getByRole('link', { name: hidden.Name, exact: true })).toHaveCount(0);
  // The page's address never changes while the element is searched.
  await page.locator('#all').getByRole('searchbox', { name: 'Search the exhibitors' }).fill('zzzzqqq');
  await expect(page.locator('#all').getByText('No results for “zzzzqqq”.')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('the exhibitor list has no serious or critical accessibility violations', async ({ page }) => {
  await openList(page);
  await expectNoSeriousViolations(page, 'exhibitor list');
});
