/**
 * The exhibition's pages in <vmx-app>: the products page (search, category, rating), the satellite
 * symposia with the leads dialog, the meeting hub by day and the 2D booth with its hotspots.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BoothHotspot, CompanyAccount, CompanyBooth, ExhibitorMeeting, ExhibitorProduct, SymposiumSession } from '../../src/contracts';
import { createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
const app = (page: Page) => page.locator('vmx-app');

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), path).toBe(true);
  return (await reply.json()) as T;
}

const products = async (request: APIRequestContext) =>
  api<ExhibitorProduct[]>(request, `/api/exhibition/ExhibitiorProductsForEvent/${await eventId(request)}/${language}`);

/** The products page is for healthcare professionals: the shell asks first (access.spec.ts tests that dialog). */
async function openProducts(page: Page) {
  await page.goto(`/products/${instance}/${event}/${language}`);
  const question = page.getByRole('dialog', { name: 'Are you a healthcare professional?' });
  const list = app(page).locator('[part="products"]');
  // The question may come once the user is known (after the list began to show): answer it whenever it is there.
  await expect(async () => {
    if (await question.isVisible()) await question.getByRole('button', { name: 'Yes, I am a healthcare professional' }).click();
    await expect(question).toBeHidden({ timeout: 1000 });
    await expect(list.locator('[data-count]')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function signIn(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const { email, password } = await createConfirmedAccount(request, baseURL, label);
  await signInOnLoginPage(page, email, password);
}

/** The products page's rule: every word in name, company, category or tags, case-insensitive. */
const matches = (product: ExhibitorProduct, text: string) =>
  [product.Name, product.CompanyName, product.Category, ...product.Tags].join('\n').toLowerCase().includes(text.toLowerCase());

const averageText = (average: number, count: number) =>
  `${average.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} of 5 (${count.toLocaleString('en-GB')} ${count === 1 ? 'rating' : 'ratings'})`;

test('the products page lists every product of the event, and search and category narrow it', async ({ page, request }) => {
  const all = await products(request);
  expect(all.length).toBeGreaterThan(2);
  await openProducts(page);
  const list = app(page).locator('[part="products"]');
  await expect(list.locator('[data-count]')).toHaveText(`${all.length} products`);
  await expect(list.locator('[part="product"]')).toHaveCount(all.length);
  // Sorted by name.
  const names = await list.locator('[part="product"] h3').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));

  const word = all[0]!.Name.split(' ')[0]!;
  await list.getByLabel('Search the products').fill(word.toUpperCase());
  const found = all.filter((product) => matches(product, word));
  await expect(list.locator('[part="product"]')).toHaveCount(found.length);
  await expect(list.locator('[data-count]')).toHaveText(`${found.length} products`);

  await list.getByRole('button', { name: 'Clear filters' }).click();
  const category = all[0]!.Category;
  await list.getByLabel('Category').selectOption(category);
  await expect(list.locator('[part="product"]')).toHaveCount(all.filter((product) => product.Category === category).length);
  await expect(list.locator('[part="product"] [data-category]')).toHaveText(
    Array(all.filter((product) => product.Category === category).length).fill(category),
  );

  await list.getByLabel('Search the products').fill('no product is called this zzzz');
  await expect(list.getByText('No product matches your search.')).toBeVisible();
  await expectNoSeriousViolations(page, 'products page');
});

test('a signed-in user rates a product 4, and the average and count update and survive a reload', async ({ page, request, baseURL }) => {
  const all = await products(request);
  // A product no other run of this test rates (repeats and retries share the server).
  const info = test.info();
  const product = all[all.length - 1 - ((info.repeatEachIndex * 4 + info.retry) % all.length)]!;
  await signIn(page, request, baseURL!, 'product-rating');
  await openProducts(page);
  const card = app(page).locator(`[data-product="${product.Id}"]`);
  await card.getByRole('radio', { name: '4 of 5 stars' }).check();
  const count = product.RatingCount + 1;
  const average = ((product.RatingAverage ?? 0) * product.RatingCount + 4) / count;
  await expect(card.locator('[data-rating-summary]')).toHaveText(averageText(average, count));
  await expect(card.getByText('Your rating: 4 of 5')).toBeVisible();
  await openProducts(page);
  await expect(app(page).locator(`[data-product="${product.Id}"] [data-rating-summary]`)).toHaveText(averageText(average, count));
});

test('a visitor who is not signed in sees a sign-in link instead of the stars', async ({ page, request }) => {
  const all = await products(request);
  await openProducts(page);
  const card = app(page).locator(`[data-product="${all[0]!.Id}"]`);
  const signIn = card.getByRole('link', { name: 'Sign in to rate this product' });
  await expect(signIn).toHaveAttribute('href', new RegExp(`^/login/${instance}/${event}/${language}\\?returnUrl=`));
  await expect(card.getByRole('radio')).toHaveCount(0);
});

test('a rating that the server refuses shows a message', async ({ page, request, baseURL }) => {
  const all = await products(request);
  const product = all[0]!;
  await signIn(page, request, baseURL!, 'product-rating-error');
  await page.route('**/api/exhibition/CreateProductRating**', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await openProducts(page);
  const card = app(page).locator(`[data-product="${product.Id}"]`);
  // click, not check: the refused rating is taken back at once, so the radio may not stay checked.
  await card.getByRole('radio', { name: '2 of 5 stars' }).click();
  await expect(card.getByRole('alert')).toHaveText('Your rating could not be saved. Please try again.');
});

test('the symposia page lists the public symposia (not the private one) by start, with links to their sessions', async ({
  page,
  request,
}) => {
  const symposia = await api<SymposiumSession[]>(request, `/api/exhibition/Symposia/${await eventId(request)}/${language}`);
  expect(symposia.length).toBeGreaterThan(1);
  expect(symposia.some((symposium) => symposium.Id === 10034)).toBe(false);
  const ordered = [...symposia].sort((a, b) => Date.parse(a.StartDateTime) - Date.parse(b.StartDateTime) || a.Id - b.Id);
  await page.goto(`/symposia/${instance}/${event}/${language}`);
  const items = app(page).locator('[part="symposium"]');
  await expect(items).toHaveCount(ordered.length);
  await expect(app(page).locator('[data-session="10034"]')).toHaveCount(0);
  for (const [index, symposium] of ordered.entries()) {
    const item = items.nth(index);
    await expect(item).toHaveAttribute('data-session', String(symposium.Id));
    await expect(item.getByRole('link', { name: symposium.Name })).toHaveAttribute('href', `${base}/session/${symposium.Id}`);
    if (symposium.CompanyAccountName) await expect(item).toContainText(symposium.CompanyAccountName);
  }
});

test('the leads dialog sends an information request, refuses a call back without a phone number, sends one with it, and gives focus back', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL!, 'symposium-lead');
  const sent: string[] = [];
  page.on('request', (outgoing) => {
    if (/SymposiumLead/i.test(outgoing.url()) && outgoing.method() === 'POST') sent.push(outgoing.postData() ?? '');
  });
  await page.goto(`/symposia/${instance}/${event}/${language}`);
  const first = app(page).locator('[part="symposium"]').first();
  const open = first.getByRole('button', { name: 'Request information' });

  await open.click();
  let dialog = app(page).getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Send me information' })).toBeChecked();
  await dialog.getByLabel('Message (optional)').fill('Please send the slides.');
  await expectNoSeriousViolations(page, 'symposia leads dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you, your request has been sent');
  expect(JSON.parse(sent[0]!)).toEqual({ Kind: 'info', Message: 'Please send the slides.' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  dialog = app(page).getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Call me back' }).check();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const phone = dialog.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please enter the phone number we should call.')).toBeVisible();
  await expect(phone).toBeFocused();
  expect(sent).toHaveLength(1);

  await phone.fill('+49 30 1234567');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you, your request has been sent');
  expect(JSON.parse(sent[1]!)).toEqual({ Kind: 'callback', Phone: '+49 30 1234567' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('a visitor who is not signed in sees a sign-in link in the leads dialog instead of the form', async ({ page }) => {
  await page.goto(`/symposia/${instance}/${event}/${language}`);
  await app(page).locator('[part="symposium"]').first().getByRole('button', { name: 'Request information' }).click();
  const dialog = app(page).getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Sign in to request information' })).toHaveAttribute(
    'href',
    new RegExp(`^/login/${instance}/${event}/${language}\\?returnUrl=`),
  );
  await expect(dialog.getByRole('button', { name: 'Send request' })).toHaveCount(0);
});

test('the meeting hub groups the meetings by day', async ({ page, request }) => {
  const id = await eventId(request);
  const meetings = await api<ExhibitorMeeting[]>(request, `/api/exhibition/ExhibitiorMeetingsForEvent/${id}/${language}`);
  const details = await api<{ TimeZone?: string }>(request, `/api/Event/Shortname?shortName=${event}`);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: details.TimeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  const perDay = new Map<string, number>();
  for (const meeting of meetings) {
    const key = day.format(new Date(meeting.StartDateTime));
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  expect(perDay.size).toBeGreaterThan(0);
  await page.goto(`/meetinghub/${instance}/${event}/${language}`);
  const days = app(page).locator('[part="meeting-day"]');
  await expect(days).toHaveCount(perDay.size);
  const keys = [...perDay.keys()].sort();
  for (const [index, key] of keys.entries()) {
    await expect(days.nth(index)).toHaveAttribute('data-day', key);
    await expect(days.nth(index).locator('[part="meeting"]')).toHaveCount(perDay.get(key)!);
    await expect(days.nth(index).getByRole('heading', { level: 2 })).not.toBeEmpty();
  }
  // The company filter keeps one company's meetings.
  const company = meetings[0]!;
  await app(page).getByLabel('Company').selectOption(company.CompanyAccountId);
  await expect(app(page).locator('[part="meeting"]')).toHaveCount(
    meetings.filter((meeting) => meeting.CompanyAccountId === company.CompanyAccountId).length,
  );
});

/** The 2D booths of the demo event, with their hotspots. */
async function booths(request: APIRequestContext): Promise<CompanyBooth[]> {
  const id = await eventId(request);
  const accounts = await api<CompanyAccount[]>(request, `/api/exhibition/CompanyAccounts?eventid=${id}&language=${language}`);
  const found: CompanyBooth[] = [];
  for (const account of accounts.filter((entry) => entry.Enable2DBooth)) {
    const reply = await request.get(
      `/api/Exhibition/CompanyAccountVMXBooth/${id}/${language}?id=${encodeURIComponent(account.CompanyAccountId)}`,
    );
    if (reply.ok()) found.push((await reply.json()) as CompanyBooth);
  }
  return found;
}

const withKind = (all: CompanyBooth[], kind: BoothHotspot['Kind']) =>
  all.find((booth) => booth.Hotspots.some((hotspot) => hotspot.Kind === kind));

test('on a phone the booth’s hotspots sit in a row under the picture, none covering another; on a wide screen they are on the picture', async ({
  page,
  request,
}) => {
  const most = (await booths(request)).sort((a, b) => b.Hotspots.length - a.Hotspots.length)[0]!;
  const boxes = async () => {
    const booth = app(page).locator('[part="booth"]');
    await expect(booth.getByRole('list', { name: 'At this booth' }).getByRole('listitem')).toHaveCount(most.Hotspots.length);
    const picture = (await booth.locator('img').first().boundingBox())!;
    const spots = await booth.locator('[data-hotspot] :is(a, button)').evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
    return { picture, spots };
  };
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(most.CompanyAccountId)}`);
  await expect(app(page).locator('[part="booth"] img').first()).toBeVisible();
  const phone = await boxes();
  for (const [index, spot] of phone.spots.entries()) {
    expect(spot.y, `hotspot ${index} under the picture`).toBeGreaterThanOrEqual(phone.picture.y + phone.picture.height);
    expect(spot.x + spot.width, `hotspot ${index} inside the screen`).toBeLessThanOrEqual(390);
    for (const other of phone.spots.slice(index + 1)) expect(overlaps(spot, other), `hotspot ${index} covers another`).toBe(false);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = await boxes();
  for (const spot of wide.spots) expect(spot.y + spot.height / 2).toBeLessThan(wide.picture.y + wide.picture.height);
});

test('the booth page shows the hotspots, opens the video dialog and links the lounge to the profile', async ({ page, request }) => {
  const all = await booths(request);
  expect(all.length).toBeGreaterThan(0);
  const first = all[0]!;
  await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(first.CompanyAccountId)}`);
  const booth = app(page).locator('[part="booth"]');
  await expect(booth.getByRole('heading', { name: `Booth of ${first.Name}` })).toBeVisible();
  const hotspots = booth.getByRole('list', { name: 'At this booth' });
  await expect(hotspots.getByRole('listitem')).toHaveCount(first.Hotspots.length);
  // Each hotspot is a real button (video) or link, named by its label, in the list's order.
  for (const [index, hotspot] of first.Hotspots.entries()) {
    await expect(
      hotspots
        .getByRole('listitem')
        .nth(index)
        .getByRole(hotspot.Kind === 'video' ? 'button' : 'link'),
    ).toContainText(hotspot.Label);
  }
  await expect(booth.getByRole('link', { name: `Full profile of ${first.Name}` })).toHaveAttribute(
    'href',
    `${base}/profile/${first.CompanyAccountId}`,
  );
  await expectNoSeriousViolations(page, 'booth page');

  const video = withKind(all, 'video');
  expect(video, 'a demo booth with a video').toBeTruthy();
  const spot = video!.Hotspots.find((hotspot) => hotspot.Kind === 'video')!;
  await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(video!.CompanyAccountId)}`);
  const button = app(page).getByRole('button', { name: spot.Label });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = app(page).getByRole('dialog', { name: `Video: ${spot.Label}` });
  await expect(dialog.locator('video')).toHaveAttribute('src', spot.Url!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  const lounge = withKind(all, 'lounge');
  expect(lounge, 'a demo booth with a lounge').toBeTruthy();
  const loungeSpot = lounge!.Hotspots.find((hotspot) => hotspot.Kind === 'lounge')!;
  await page.goto(`/booth/${instance}/${event}/${language}?id=${encodeURIComponent(lounge!.CompanyAccountId)}`);
  await expect(app(page).getByRole('link', { name: loungeSpot.Label })).toHaveAttribute(
    'href',
    `${base}/profile/${lounge!.CompanyAccountId}/lounge`,
  );
});

test('the booth page of an unknown company shows not found with a link back to the exhibitors', async ({ page }) => {
  await page.goto(`/booth/${instance}/${event}/${language}?id=ca-no-such-company`);
  const booth = app(page).locator('[part="booth"]');
  await expect(booth.getByText('This booth does not exist.')).toBeVisible();
  await expect(booth.getByRole('link', { name: 'Back to the exhibitors' })).toHaveAttribute('href', `${base}/industryLanding`);
});
