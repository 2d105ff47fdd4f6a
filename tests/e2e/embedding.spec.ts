/**
 * Embedding (issue 8): the elements inside a React 19 app (demo/react.html), elements a page creates
 * before the script has loaded, moved and removed-and-re-added elements, and several elements of one
 * event on one page (demo/embedding.html) sharing one event context. The old-style page with the
 * classic script tag is tests/e2e/cms.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { createConfirmedAccount, expect, expectNoSeriousViolations, test } from './fixtures';

/** Rows of sessions without a Session policy (10001 and 10002 carry one). */
const openRowsOf = (root: Locator) => root.locator('[part="result"]:not([data-session-id="10001"]):not([data-session-id="10002"])');
const searchBox = (root: Locator) => root.getByRole('searchbox', { name: 'Search the programme' });
const countOf = (root: Locator) => root.getByRole('status').filter({ hasText: /^[\d,]+ sessions$/ });
const starOf = (root: Locator, sessionId: string) => root.locator(`[part="result"][data-session-id="${sessionId}"] [part="favourite"]`);

async function signIn(login: Locator, email: string, password: string): Promise<void> {
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}

type ApiRequests = string[] & { open(): number };

/**
 * Waits until the programme shows its whole list (its count, no longer "Loading…", follows the lists a view
 * loads after its first rows) and every /api/ request the page sent has been answered; then counts.
 */
async function settled(programme: Locator, requests: ApiRequests, count: () => number): Promise<number> {
  await expect(countOf(programme)).toBeVisible();
  await expect.poll(() => requests.open()).toBe(0);
  return count();
}

/** The /api/ requests a page sends, as path and query, and how many of them are still unanswered. */
function recordApiRequests(page: Page): ApiRequests {
  const open = new Set<object>();
  const requests = Object.assign([] as string[], { open: () => open.size });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    requests.push(url.pathname + url.search);
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return requests;
}

test.describe('in a React 19 app', () => {
  test('the elements render inside the app with the attributes it passes, and follow its state', async ({ page }) => {
    await page.goto('/demo/react.html');
    // The app's own React and ours are separate copies; the elements are there, defined by /vmx.js.
    await expect(page.locator('#root vmx-ticker [part="item"]').first()).toHaveText('Welcome to EHC 2026');
    await expect(openRowsOf(page.locator('#react-programme')).first()).toBeVisible();
    await expect(page.locator('#react-login').getByLabel('E-mail')).toBeVisible();
    expect(
      await page.evaluate(
        'customElements.get("vmx-programme") !== undefined && document.querySelector("script[src=\'/vmx.js\']").type === "module"',
      ),
    ).toBe(true);

    // The language is the app's state, passed down as an attribute of every element.
    await page.getByLabel('Language').selectOption('de-DE');
    await expect(page.locator('#root vmx-ticker [part="item"]').first()).toHaveText('Willkommen zur EHC 2026');
    await expect(page.locator('#react-login').getByLabel('Passwort', { exact: true })).toBeVisible();
  });

  test('a sign-in reaches the app as a vmx-login event, and survives the box being unmounted and mounted again', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'react-host');
    await page.goto('/demo/react.html');
    await expect(page.locator('#no-events')).toBeVisible();
    await signIn(page.locator('#react-login'), email, password);
    const status = page.locator('#react-login').getByRole('status');
    await expect(status).toHaveText(`Signed in as Test react-host`);
    // The app heard the element's event through its ref and rendered it.
    await expect(page.locator('#react-events li[data-event="vmx-login"]')).toContainText(email);

    await page.getByRole('button', { name: 'Hide the sign-in box' }).click();
    await expect(page.locator('vmx-login')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the sign-in box' }).click();
    // A new <vmx-login>: the sign-in lives in the event's shared store, not in the element.
    await expect(page.locator('#react-login').getByRole('status')).toHaveText(`Signed in as Test react-host`);

    await page.locator('#react-login').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#react-events li').first()).toHaveAttribute('data-event', 'vmx-logout');
    await expect(page.locator('#react-login').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a star set in the programme is still on after React unmounts and mounts the programme again, without fetching the list again', async ({
    page,
  }) => {
    const requests = recordApiRequests(page);
    await page.goto('/demo/react.html');
    const sessionLists = () => requests.filter((path) => path.includes('PAGSessionsV2')).length;
    const programme = page.locator('#react-programme');
    const row = openRowsOf(programme).nth(1);
    await expect(row).toBeVisible();
    const sessionId = (await row.getAttribute('data-session-id'))!;
    await row.locator('[part="favourite"]').click();
    await expect(starOf(programme, sessionId)).toHaveAttribute('data-favourite', 'on');
    const listsBefore = await settled(programme, requests, sessionLists);

    await page.getByRole('button', { name: 'Hide the programme' }).click();
    await expect(page.locator('vmx-programme')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the programme' }).click();
    await expect(starOf(page.locator('#react-programme'), sessionId)).toHaveAttribute('data-favourite', 'on');
    // The new element reads the lists from the shared store's cache.
    expect(sessionLists()).toBe(listsBefore);
    await expectNoSeriousViolations(page, 'React page');
  });
});

test.describe('elements created before the script, moved, removed and re-added', () => {
  test('an element the page created before the script loaded, with a property set before it was defined, opens on that view', async ({
    page,
  }) => {
    await page.goto('/demo/embedding.html');
    const early = page.locator('#early');
    await expect(early.locator('[part="page"]')).toHaveAttribute('data-route', 'FacultySearchPage');
    await expect(early.locator('[part="result"]').first()).toBeVisible();
    // The property is the element's again (an own property set before the upgrade would hide the accessor).
    expect(
      await page.evaluate(
        '(() => { const el = document.getElementById("early"); return [Object.prototype.hasOwnProperty.call(el, "view"), el.view]; })()',
      ),
    ).toEqual([false, 'faculty']);
  });

  test('moving an element to another container keeps what was typed into it', async ({ page }) => {
    await page.goto('/demo/embedding.html');
    const programme = page.locator('#programme-a');
    await expect(openRowsOf(programme).first()).toBeVisible();
    const all = (await countOf(programme).textContent())!;
    await searchBox(programme).fill('cardiac');
    await expect(countOf(programme)).not.toHaveText(all);
    const filtered = (await countOf(programme).textContent())!;

    await page.evaluate('document.getElementById("right").appendChild(document.getElementById("programme-a"))');
    await expect(page.locator('#right > #programme-a')).toHaveCount(1);
    await expect(searchBox(programme)).toHaveValue('cardiac');
    await expect(countOf(programme)).toHaveText(filtered);

    // And back, in front of the other column's first element.
    await page.evaluate(
      'document.getElementById("left").insertBefore(document.getElementById("programme-a"), document.getElementById("login-a"))',
    );
    await expect(page.locator('#left > #programme-a')).toHaveCount(1);
    await expect(searchBox(programme)).toHaveValue('cardiac');
  });

  test('an element removed and added again later keeps its state: the sign-in, the stars, the page and search it showed, and the fetched lists', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'readd');
    const requests = recordApiRequests(page);
    await page.goto('/demo/embedding.html');
    const programme = page.locator('#programme-a');
    const row = openRowsOf(programme).nth(2);
    await expect(row).toBeVisible();
    const sessionId = (await row.getAttribute('data-session-id'))!;
    await signIn(page.locator('#login-a'), email, password);
    await expect(page.locator('#login-a').getByRole('status')).toHaveText('Signed in as Test readd');
    await row.locator('[part="favourite"]').click();
    await expect(starOf(programme, sessionId)).toHaveAttribute('data-favourite', 'on');
    // A search, once the programme has taken it into its own address (it says so with vmx-navigate).
    await page.evaluate(
      `document.getElementById('programme-a').addEventListener('vmx-navigate', (event) => { window.lastTo = event.detail.to; })`,
    );
    const all = (await countOf(programme).textContent())!;
    await searchBox(programme).fill('cardiac');
    await expect(countOf(programme)).not.toHaveText(all);
    const filtered = (await countOf(programme).textContent())!;
    await expect.poll(() => page.evaluate('window.lastTo ?? ""')).toContain('cardiac');
    const sessionLists = () => requests.filter((path) => path.includes('PAGSessionsV2')).length;
    const listsBefore = await settled(programme, requests, sessionLists);

    // Removed until the elements have really unmounted (nothing but style sheets left in their shadow roots), then put back.
    await page.evaluate(`(async () => {
      const programme = document.getElementById('programme-a');
      const login = document.getElementById('login-a');
      programme.remove();
      login.remove();
      const unmounted = (element) => [...element.shadowRoot.children].every((child) => child.localName === 'style');
      await new Promise((resolve) => {
        const check = () => (unmounted(programme) && unmounted(login) ? resolve() : requestAnimationFrame(check));
        check();
      });
      document.getElementById('left').append(login, programme);
    })()`);
    await expect(page.locator('#login-a').getByRole('status')).toHaveText('Signed in as Test readd');
    await expect(searchBox(programme)).toHaveValue('cardiac');
    await expect(countOf(programme)).toHaveText(filtered);
    await searchBox(programme).fill('');
    await expect(starOf(programme, sessionId)).toHaveAttribute('data-favourite', 'on');
    expect(sessionLists()).toBe(listsBefore);
  });
});

test.describe('several elements of one event on one page', () => {
  test('share one context: the event, its texts and its configuration are fetched once', async ({ page }) => {
    const requests = recordApiRequests(page);
    await page.goto('/demo/embedding.html');
    for (const id of ['#programme-a', '#programme-b']) await expect(openRowsOf(page.locator(id)).first()).toBeVisible();
    await expect(page.locator('#early [part="result"]').first()).toBeVisible();
    for (const id of ['#login-a', '#login-b']) await expect(page.locator(id).getByLabel('E-mail')).toBeVisible();

    const count = (fragment: string) => requests.filter((path) => path.includes(fragment)).length;
    expect(count('/api/Public/EventDetails')).toBe(1);
    for (const set of ['VMXTexts', 'config_json', 'VMXTheme']) {
      expect(count(`setname=${set}`), set).toBe(1);
    }
    // The three programmes' lists: each list (the first rows, all sessions, the speakers) is asked for once.
    const lists = requests.filter((path) => path.includes('/api/Modules/'));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.filter((path, index) => lists.indexOf(path) !== index)).toEqual([]);
  });

  test('signing in in one <vmx-login> shows in the other', async ({ page, request, baseURL }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'shared');
    await page.goto('/demo/embedding.html');
    await expect(page.locator('#login-b').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page.locator('#login-a'), email, password);
    await expect(page.locator('#login-b').getByRole('status')).toHaveText('Signed in as Test shared');
    await page.locator('#login-b').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#login-a').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a star set in one <vmx-programme> shows in the other at once', async ({ page }) => {
    await page.goto('/demo/embedding.html');
    const first = page.locator('#programme-a');
    const second = page.locator('#programme-b');
    const row = openRowsOf(first).first();
    await expect(row).toBeVisible();
    const sessionId = (await row.getAttribute('data-session-id'))!;
    await expect(starOf(second, sessionId)).toHaveAttribute('data-favourite', 'off');
    await row.locator('[part="favourite"]').click();
    await expect(starOf(second, sessionId)).toHaveAttribute('data-favourite', 'on');
    await starOf(second, sessionId).click();
    await expect(starOf(first, sessionId)).toHaveAttribute('data-favourite', 'off');
  });

  test('the page has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/demo/embedding.html');
    for (const id of ['#programme-a', '#programme-b']) await expect(openRowsOf(page.locator(id)).first()).toBeVisible();
    await expect(page.locator('#early [part="result"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'embedding page');
  });
});
