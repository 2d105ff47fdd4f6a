/**
 * The documented element API (issue 8): the served custom-elements.json against the elements the page
 * really defines, the vmx-* events a host hears on the document with their documented detail, the
 * refresh() and navigate() methods, and theming from the host (custom properties over the event's
 * VMXTheme, ::part()). On demo/programme.html (two <vmx-programme>) and the standalone <vmx-app>.
 */
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

interface ManifestDeclaration {
  tagName: string;
  attributes: { name: string }[];
  members: { kind: string; name: string }[];
  events: { name: string }[];
}

interface Heard {
  type: string;
  detail: Record<string, unknown>;
  bubbles: boolean;
  composed: boolean;
  target: string;
}

const EVENTS = ['vmx-navigate', 'vmx-session-open', 'vmx-favourite-change', 'vmx-login', 'vmx-logout'];

/** Records every documented event that reaches the document, as window.__heard. */
async function listenOnDocument(page: Page): Promise<void> {
  await page.evaluate(`
    window.__heard = [];
    for (const type of ${JSON.stringify(EVENTS)}) {
      document.addEventListener(type, (event) => window.__heard.push({
        type: event.type,
        detail: event.detail,
        bubbles: event.bubbles,
        composed: event.composed,
        target: event.target.id || event.target.localName,
      }));
    }
  `);
}

async function heard(page: Page): Promise<Heard[]> {
  return page.evaluate<Heard[]>('window.__heard');
}

const openRowsOf = (page: Page) => page.locator('#programme [part="result"]:not([data-session-id="10001"]):not([data-session-id="10002"])');

test('the served custom-elements.json lists every element with the attributes it observes, its methods and events', async ({ page }) => {
  await page.goto('/demo/programme.html');
  const manifest = (await (await page.request.get('/custom-elements.json')).json()) as {
    modules: { declarations: ManifestDeclaration[] }[];
  };
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const tags = declarations.map((declaration) => declaration.tagName);
  expect(tags).toHaveLength(12);

  // Let the autoloader define every element: each tag is put in the page for a moment, and taken out
  // before it is defined, so that none renders (vmx-app would take over the page).
  await page.evaluate(`(async () => {
    const box = document.createElement('div');
    box.hidden = true;
    box.innerHTML = ${JSON.stringify(tags.map((tag) => `<${tag}></${tag}>`).join(''))};
    document.body.append(box);
    // A yield, not a wait for time: one task later the autoloader's MutationObserver (a microtask) has seen the tags.
    await new Promise((resolve) => setTimeout(resolve, 0));
    box.remove();
  })()`);
  const defined = await page.evaluate<{ tag: string; observed: string[]; methods: string[] }[]>(
    `Promise.all(${JSON.stringify(tags)}.map((tag) => customElements.whenDefined(tag).then((element) => ({
    tag,
    observed: [...element.observedAttributes].sort(),
    methods: ['refresh', 'navigate'].filter((name) => typeof element.prototype[name] === 'function'),
  })))) `,
  );

  for (const declaration of declarations) {
    const element = defined.find((entry) => entry.tag === declaration.tagName)!;
    expect(element.observed, declaration.tagName).toEqual(declaration.attributes.map((attribute) => attribute.name).sort());
    expect(element.methods, declaration.tagName).toEqual(
      declaration.members.filter((member) => member.kind === 'method').map((member) => member.name),
    );
  }
  const events = (tag: string) =>
    declarations
      .find((declaration) => declaration.tagName === tag)!
      .events.map((entry) => entry.name)
      .sort();
  expect(events('vmx-programme')).toEqual(['vmx-favourite-change', 'vmx-navigate', 'vmx-session-open', 'vmx-video-progress']);
  expect(events('vmx-app')).toEqual([
    'vmx-favourite-change',
    'vmx-login',
    'vmx-logout',
    'vmx-navigate',
    'vmx-rerender',
    'vmx-session-open',
    'vmx-video-progress',
  ]);
  expect(events('vmx-login')).toEqual(['vmx-login', 'vmx-logout']);

  const types = await page.request.get('/vmx.d.ts');
  expect(types.ok()).toBe(true);
  expect(await types.text()).toContain("'vmx-programme': VmxProgrammeElement;");
});

test('a star, a session link and navigate() in <vmx-programme> reach a listener on the document with the documented detail', async ({
  page,
}) => {
  await page.goto('/demo/programme.html');
  await listenOnDocument(page);
  const first = openRowsOf(page).first();
  await expect(first).toBeVisible();
  const sessionId = (await first.getAttribute('data-session-id'))!;
  const name = (await first.getByRole('heading').textContent())!;

  await first.getByRole('button', { name: `Add ${name} to my programme` }).click();
  await expect
    .poll(() => heard(page))
    .toEqual([
      {
        type: 'vmx-favourite-change',
        detail: { kind: 'sessions', id: sessionId, favourite: true },
        bubbles: true,
        composed: true,
        target: 'programme',
      },
    ]);
  await first.getByRole('button', { name: `Remove ${name} from my programme` }).click();
  await expect.poll(async () => (await heard(page)).at(-1)?.detail).toEqual({ kind: 'sessions', id: sessionId, favourite: false });

  await page.evaluate('window.__heard = []');
  await first.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#programme [part="page"]')).toHaveAttribute('data-route', 'SessionPage');
  expect(await heard(page)).toEqual([
    {
      type: 'vmx-navigate',
      detail: { to: `${base}/session/${sessionId}`, route: 'SessionPage' },
      bubbles: true,
      composed: true,
      target: 'programme',
    },
    { type: 'vmx-session-open', detail: { sessionId }, bubbles: true, composed: true, target: 'programme' },
  ]);
  expect(new URL(page.url()).pathname).toBe('/demo/programme.html');

  // navigate(path): the same, from the host's script.
  await page.evaluate('window.__heard = []');
  await page.evaluate(`document.getElementById('programme').navigate('${base}/personalprogram')`);
  await expect(page.locator('#programme [part="page"]')).toHaveAttribute('data-route', 'PersonalProgramPage');
  expect((await heard(page)).map((entry) => [entry.type, entry.detail])).toEqual([
    ['vmx-navigate', { to: `${base}/personalprogram`, route: 'PersonalProgramPage' }],
  ]);
});

test('a host that cancels vmx-navigate keeps <vmx-programme> where it is', async ({ page }) => {
  await page.goto('/demo/programme.html');
  const first = openRowsOf(page).first();
  await expect(first).toBeVisible();
  const name = (await first.getByRole('heading').textContent())!;
  await page.evaluate(
    `document.addEventListener('vmx-navigate', (event) => { window.__cancelled = event.detail.to; event.preventDefault(); })`,
  );
  await first.getByRole('link', { name, exact: true }).click();
  await expect.poll(() => page.evaluate('window.__cancelled')).toMatch(/\/session\/\d+$/);
  await expect(page.locator('#programme [part="page"]')).not.toHaveAttribute('data-route', 'SessionPage');
  expect(new URL(page.url()).pathname).toBe('/demo/programme.html');
});

test('refresh() reads the element’s data from the server again', async ({ page }) => {
  await page.goto('/demo/programme.html');
  await expect(openRowsOf(page).first()).toBeVisible();
  const again = page.waitForRequest((request) => /\/api\/Modules\/PAGSessions/i.test(request.url()));
  await page.evaluate(`document.getElementById('programme').refresh()`);
  await again;
  await expect(openRowsOf(page).first()).toBeVisible();
});

test('<vmx-app>: navigate() changes the page and fires vmx-session-open; refresh() reads again', async ({ page }) => {
  await page.goto(`${base}/search`);
  const app = page.locator('vmx-app');
  await expect(app.locator('[part="result"]').first()).toBeVisible();
  await listenOnDocument(page);
  const sessionId = (await app.locator('[part="result"]').first().getAttribute('data-session-id'))!;

  await page.evaluate(`document.querySelector('vmx-app').navigate('${base}/session/${sessionId}')`);
  await expect(page).toHaveURL(new RegExp(`${base}/session/${sessionId}$`));
  await expect(app.locator('[part="session"]')).toHaveAttribute('data-session-id', sessionId);
  await expect
    .poll(async () => (await heard(page)).map((entry) => [entry.type, entry.detail, entry.target]))
    .toEqual([
      ['vmx-navigate', { to: `${base}/session/${sessionId}`, route: 'SessionPage' }, 'vmx-app'],
      ['vmx-session-open', { sessionId }, 'vmx-app'],
    ]);

  const again = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
  await page.evaluate(`document.querySelector('vmx-app').refresh()`);
  await again;
});

test("the host's --vmx-color-primary wins over the event's theme, and ::part() styles from the host apply", async ({ page }) => {
  await page.goto('/demo/programme.html');
  const star = page.locator('#programme [part="favourite"]').first();
  await expect(star).toBeVisible();
  const token = (selector: string, name: string) =>
    page.locator(selector).evaluate((element, property) => getComputedStyle(element).getPropertyValue(property).trim(), name);
  // The event's VMXTheme (the seed's font family) is on both elements.
  await expect.poll(() => token('#programme', '--vmx-font-family')).toContain('Source Sans 3');
  expect((await token('#programme', '--vmx-color-primary')).toLowerCase()).toBe('#0b5cad');

  await page.addStyleTag({
    content: `#programme { --vmx-color-primary: rgb(200, 0, 100); }
      #programme::part(result) { background-color: rgb(10, 20, 30); }`,
  });
  await expect.poll(() => token('#programme', '--vmx-color-primary')).toBe('rgb(200, 0, 100)');
  await expect(star).toHaveCSS('color', 'rgb(200, 0, 100)');
  await expect(page.locator('#programme [part="result"]').first()).toHaveCSS('background-color', 'rgb(10, 20, 30)');
  // The other element keeps the event's colour.
  expect((await token('#personal', '--vmx-color-primary')).toLowerCase()).toBe('#0b5cad');
});

test('signing in on <vmx-app>’s login page and signing out fire vmx-login and vmx-logout on the document', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'element-api');
  await page.goto(`/login/${instance}/${event}/${language}`);
  await listenOnDocument(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
  const login = (await heard(page)).filter((entry) => entry.type === 'vmx-login');
  expect(login).toEqual([
    { type: 'vmx-login', detail: { userId: expect.any(Number), email }, bubbles: true, composed: true, target: 'vmx-app' },
  ]);

  await page.evaluate(`document.querySelector('vmx-app').navigate('/logout/${instance}/${event}/${language}')`);
  await expect
    .poll(async () => (await heard(page)).filter((entry) => entry.type === 'vmx-logout').map((entry) => [entry.detail, entry.target]))
    .toEqual([[{}, 'vmx-app']]);
});

test('the documented parts of <vmx-ticker> and <vmx-logo-grid> are on the CMS page, and ::part() reaches them', async ({ page }) => {
  await page.goto('/demo/cms.html');
  const manifest = (await (await page.request.get('/custom-elements.json')).json()) as {
    modules: { declarations: (ManifestDeclaration & { cssParts: { name: string }[] })[] }[];
  };
  const parts = (tag: string) =>
    manifest.modules
      .flatMap((module) => module.declarations)
      .find((declaration) => declaration.tagName === tag)!
      .cssParts.map((part) => part.name);
  expect(parts('vmx-ticker')).toEqual(['ticker', 'track', 'item']);
  for (const tag of ['vmx-ticker', 'vmx-logo-grid']) {
    for (const part of parts(tag)) await expect(page.locator(`${tag} [part="${part}"]`).first(), `${tag} ${part}`).toBeAttached();
  }
  await page.addStyleTag({ content: 'vmx-logo-grid::part(logo) { outline: 3px solid rgb(1, 2, 3); }' });
  await expect(page.locator('vmx-logo-grid [part="logo"]').first()).toHaveCSS('outline-color', 'rgb(1, 2, 3)');
});
