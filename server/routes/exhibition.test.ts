import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChatModel,
  CompanyAccount,
  CompanyBooth,
  CompanyProfile,
  CompanyViewCount,
  ExhibitorLounge,
  ExhibitorMeeting,
  ExhibitorPresentation,
  ExhibitorProduct,
  ExhibitorWebcast,
  ProductRatingResult,
  SymposiumSession,
} from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { LEAD_MESSAGE_MAX } from './exhibition';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  // hcp: a healthcare professional (HCP-only companies' content); preview: a preview super user.
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'hcp', 'preview']);
});
afterAll(() => t.close());

// A name that is no demo user is sent as the token itself (a token the server never issued).
const as = (name: string | null) => (name ? { authorization: `Bearer ${users[name]?.token ?? name}` } : {});
const get = (url: string, name: string | null = null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const post = (url: string, name: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(name), ...(payload ? { payload } : {}) });
const ok = async <T>(url: string, name: string | null = null): Promise<T> => {
  const response = await get(url, name);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
const accounts = () => ok<CompanyAccount[]>('/api/exhibition/CompanyAccounts?eventid=2026&language=en-GB');
const profile = (id: string) => ok<CompanyProfile>(`/api/exhibition/CompanyAccount/2026/en-GB/${encodeURIComponent(id)}`);

describe('the seeded exhibition', () => {
  it('has the notable demo companies that seed/exhibition.ts documents', async () => {
    const byId = new Map((await accounts()).map((account) => [account.CompanyAccountId, account]));
    expect(byId.get('ca-0001')).toMatchObject({ PublicationState: 1 });
    expect(byId.get('ca-0002')).toMatchObject({ PublicationState: 0, Enable2DBooth: true });
    expect(byId.get('CA-Pulmo0007')).toBeDefined();
    expect(await profile('ca-0005')).toMatchObject({ HcpOnly: true, HasLounge: true, SponsorType: 'Gold' });
    expect((await ok<ExhibitorProduct[]>('/api/exhibition/ExhibitiorProducts/2026/en-GB/ca-0005', 'hcp')).length).toBeGreaterThan(0);
    expect((await profile('ca-0008')).Description).toContain('<script>alert(1)</script>');
    expect((await profile('ca-0008')).Description).toContain('onerror=');
    const hcp = [...byId.values()].filter((account) => account.HcpOnly);
    expect(hcp.some((account) => account.SponsorType === 'Gold')).toBe(true);
    expect(hcp.some((account) => account.SponsorType === 'Exhibitor')).toBe(true);
  });
});

describe('company accounts and profiles', () => {
  it('list every company of the event by name then id, V2 the same, with tags and sorted booths', async () => {
    const list = await accounts();
    expect(list).toHaveLength(150);
    expect(await ok<CompanyAccount[]>('/api/exhibition/CompanyAccountsV2?eventid=2026&language=en-GB')).toEqual(list);
    expect(await ok<CompanyAccount[]>('/api/Exhibition/CompanyAccounts?eventid=2026')).toEqual(list);
    expect(await ok<CompanyAccount[]>('/api/exhibition/companyaccounts?eventid=2026')).toEqual(list);
    const names = list.map((account) => `${account.Name}\u0000${account.CompanyAccountId}`);
    expect(names).toEqual([...names].sort());
    for (const account of list) {
      expect(account.Tags.length).toBeGreaterThanOrEqual(1);
      expect(account.Tags.length).toBeLessThanOrEqual(4);
      expect(account.BoothNumbers).toEqual([...account.BoothNumbers].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
      expect(account.ExhibitorBooths.map((booth) => booth.BoothNumber)).toEqual(account.BoothNumbers);
      expect(account.CompanyAccountName).toBe(account.Name);
    }
    expect((await get('/api/exhibition/CompanyAccounts?eventid=99')).statusCode).toBe(404);
    expect((await get('/api/exhibition/CompanyAccounts')).json()).toMatchObject({ statusCode: 400, field: 'eventid' });
  });

  it('give a profile by its exact id (case matters) and 404 otherwise', async () => {
    const upper = await profile('CA-Pulmo0007');
    expect(upper).toMatchObject({ CompanyAccountId: 'CA-Pulmo0007', ViewCount: 0 });
    expect(upper.ContactEmail).toMatch(/@[a-z0-9]+\.example\.com$/);
    expect((await get('/api/exhibition/CompanyAccount/2026/en-GB/ca-pulmo0007')).statusCode).toBe(404);
    expect((await get('/api/exhibition/CompanyAccount/2026/en-GB/nobody')).statusCode).toBe(404);
    expect((await get('/api/exhibition/CompanyAccount/99/en-GB/ca-0002')).statusCode).toBe(404);
    expect((await get('/api/exhibition/CompanyAccount/2026/x!/ca-0002')).json()).toMatchObject({ field: 'language' });
    const files = (await profile('ca-0002')).DistributionFiles;
    for (const file of files) expect(file.Url).toMatch(/^https:\/\/www\.[a-z0-9]+\.example\/files\/.+\.pdf$/);
  });

  it('count views, which the profile then shows', async () => {
    const view = async (url: string) => (await ok<CompanyViewCount>(url)).ViewCount;
    expect(await view('/api/Exhibition/SetCompanyAccountViewCount/2026?id=ca-0003')).toBe(1);
    expect(await view('/api/exhibition/setcompanyaccountviewcount/2026?id=ca-0003')).toBe(2);
    expect((await profile('ca-0003')).ViewCount).toBe(2);
    expect((await get('/api/Exhibition/SetCompanyAccountViewCount/2026?id=nobody')).statusCode).toBe(404);
    expect((await get('/api/Exhibition/SetCompanyAccountViewCount/2026')).json()).toMatchObject({ field: 'id' });
  });
});

describe('2D booths', () => {
  it('answer for a company with Enable2DBooth and 404 otherwise', async () => {
    const booth = await ok<CompanyBooth>('/api/Exhibition/CompanyAccountVMXBooth/2026/en-GB?id=ca-0002');
    expect(booth.CompanyAccountId).toBe('ca-0002');
    expect(booth.Hotspots.length).toBeGreaterThanOrEqual(3);
    expect(booth.Hotspots.length).toBeLessThanOrEqual(6);
    const image = await get(booth.BackgroundImagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const without = (await accounts()).find((account) => !account.Enable2DBooth)!;
    expect((await get(`/api/Exhibition/CompanyAccountVMXBooth/2026/en-GB?id=${without.CompanyAccountId}`)).statusCode).toBe(404);
  });
});

describe('chat', () => {
  const companyWith = async (hasChat: 0 | 1) =>
    (
      await t.db
        .selectFrom('company_profiles')
        .select('company_account_id')
        .where('event_id', '=', 2026)
        .where('has_chat', '=', hasChat)
        .orderBy('company_account_id')
        .executeTakeFirstOrThrow()
    ).company_account_id;

  it("answers the caller's conversation with the company as the restore id: null before, its handle once opened", async () => {
    const chat = await companyWith(1);
    const url = `/api/exhibition/getChatModel?eventid=2026&id=${chat}`;
    expect(await ok<ChatModel>(url)).toEqual({ CompanyAccountId: chat, Enabled: true, RestoreId: null });
    expect((await ok<ChatModel>(url, 'attendee')).RestoreId).toBeNull();
    expect((await post(`/api/exhibition/saveChatModel?eventid=2026&id=${chat}&restoreId=new`, null)).statusCode).toBe(401);

    const opened = await post(`/api/exhibition/saveChatModel?eventid=2026&id=${chat}&restoreId=new`, 'attendee');
    expect(opened.statusCode).toBe(201);
    const handle = opened.json<ChatModel>().RestoreId!;
    expect(handle).toMatch(/^\d+$/);
    const conversation = await t.db.selectFrom('conversations').selectAll().where('id', '=', Number(handle)).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ kind: 'company', company_account_id: chat, created_by: users.attendee!.id });
    expect((await ok<ChatModel>(url, 'attendee')).RestoreId).toBe(handle);
    // Asking again, with `new` or with the handle held, opens the same conversation.
    const again = await post(`/api/exhibition/saveChatModel?eventid=2026&id=${chat}&restoreId=${handle}`, 'attendee');
    expect([again.statusCode, again.json<ChatModel>().RestoreId]).toEqual([200, handle]);
    expect(
      (await post(`/api/exhibition/saveChatModel?eventid=2026&id=${chat}&restoreId=new`, 'attendee')).json<ChatModel>().RestoreId,
    ).toBe(handle);
    // Others have none; anonymous readers get null.
    expect((await ok<ChatModel>(url, 'hcp')).RestoreId).toBeNull();
    expect((await ok<ChatModel>(url)).RestoreId).toBeNull();
    expect((await get(url, 'nonsense')).statusCode).toBe(401);
  });

  it('refuses a handle that is not the caller’s, a company without chat, and a caller who may not network', async () => {
    const chat = await companyWith(1);
    const save = (restoreId: string | null, name: string, company = chat) =>
      post(`/api/exhibition/saveChatModel?eventid=2026&id=${company}${restoreId === null ? '' : `&restoreId=${restoreId}`}`, name);
    expect((await save('abc-123', 'hcp')).json()).toMatchObject({ statusCode: 400, field: 'restoreId' });
    expect((await save(null, 'hcp')).json()).toMatchObject({ field: 'restoreId' });
    expect((await save('x'.repeat(201), 'hcp')).json()).toMatchObject({ field: 'restoreId' });
    expect((await save('new', 'hcp', await companyWith(0))).json()).toMatchObject({ statusCode: 403, code: 'networking-company-no-chat' });
    // The visitor has no ticket: networking (and so a company's chat) is for ticket holders.
    expect((await save('new', 'visitor')).json()).toMatchObject({ statusCode: 403, code: 'networking-not-participant' });
    expect((await get('/api/exhibition/getChatModel?eventid=2026&id=nobody')).statusCode).toBe(404);
    expect(await t.db.selectFrom('conversations').select('id').where('created_by', '=', users.hcp!.id).execute()).toEqual([]);
  });
});

describe('GetDistributionFile', () => {
  it('redirects to a seeded file, 400 naming distributionUrl for a non-http URL, 404 for an unknown one', async () => {
    const file = await t.db.selectFrom('distribution_files').select('url').where('event_id', '=', 2026).executeTakeFirstOrThrow();
    const found = await get(`/api/Exhibition/GetDistributionFile?distributionUrl=${encodeURIComponent(file.url)}`);
    expect(found.statusCode).toBe(302);
    expect(found.headers.location).toBe(file.url);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '/relative/file.pdf',
      '//evil.example/x.pdf',
      'ftp://files.example/x.pdf',
    ]) {
      const response = await get(`/api/Exhibition/GetDistributionFile?distributionUrl=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ field: 'distributionUrl' });
    }
    expect(
      (await get(`/api/exhibition/getdistributionfile?distributionUrl=${encodeURIComponent('https://evil.example/x.pdf')}`)).statusCode,
    ).toBe(404);
  });
});

describe('products and ratings', () => {
  it("list a company's products and the event's, with ratings", async () => {
    // ca-0005 is HCP-only: a healthcare professional reads its products (tests/security/access.test.ts: nobody else).
    const all = await ok<ExhibitorProduct[]>('/api/exhibition/ExhibitiorProductsForEvent/2026/en-GB', 'hcp');
    expect(all.length).toBeGreaterThan(0);
    const own = await ok<ExhibitorProduct[]>('/api/exhibition/ExhibitiorProducts/2026/en-GB/ca-0005', 'hcp');
    expect(own).toEqual(all.filter((product) => product.CompanyAccountId === 'ca-0005'));
    expect(own[0]).toMatchObject({ RatingAverage: null, RatingCount: 0, CompanyName: (await profile('ca-0005')).Name });
    expect(own[0]!.ImagePath).toBe(`/media/products/2026/${own[0]!.Id}.svg`);
    const image = await get(own[0]!.ImagePath!);
    expect(image.statusCode).toBe(200);
    expect((await get('/api/exhibition/ExhibitiorProducts/2026/en-GB/nobody')).statusCode).toBe(404);
    expect((await get('/media/products/2026/999999.svg')).statusCode).toBe(404);
  });

  it('take one rating 1-5 per user and product (a second replaces the first), 401 without a token', async () => {
    // A company open to all (the HCP-only ones' products are rated by healthcare professionals only).
    const open = await t.db
      .selectFrom('exhibitor_products as p')
      .innerJoin('company_profiles as c', (join) =>
        join.onRef('c.event_id', '=', 'p.event_id').onRef('c.company_account_id', '=', 'p.company_account_id'),
      )
      .select('p.company_account_id')
      .where('p.event_id', '=', 2026)
      .where('c.hcp_only', '=', 0)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const companyProducts = `/api/exhibition/ExhibitiorProducts/2026/en-GB/${open.company_account_id}`;
    const product = (await ok<ExhibitorProduct[]>(companyProducts))[0]!;
    const rate = (name: string | null, value: string) =>
      post(`/api/exhibition/CreateProductRating?eventid=2026&pExhibitorProductId=${product.Id}&pRatingValue=${value}`, name);
    expect((await rate(null, '4')).statusCode).toBe(401);
    expect((await rate('attendee', '4')).json<ProductRatingResult>()).toEqual({
      ProductId: product.Id,
      RatingAverage: 4,
      RatingCount: 1,
      UserRating: 4,
    });
    expect((await rate('attendee', '2')).json<ProductRatingResult>()).toEqual({
      ProductId: product.Id,
      RatingAverage: 2,
      RatingCount: 1,
      UserRating: 2,
    });
    expect((await rate('visitor', '5')).json<ProductRatingResult>()).toMatchObject({ RatingAverage: 3.5, RatingCount: 2 });
    // An empty JSON body is no body.
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/Exhibition/CreateProductRating?eventid=2026&pExhibitorProductId=${product.Id}&pRatingValue=5`,
      headers: { ...as('visitor'), 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(200);
    const listed = (await ok<ExhibitorProduct[]>(companyProducts))[0]!;
    expect(listed).toMatchObject({ RatingAverage: 3.5, RatingCount: 2 });

    const before = await t.db.selectFrom('product_ratings').selectAll().orderBy('user_id').execute();
    for (const value of ['0', '6', '2.5', 'x', '']) {
      const response = await rate('attendee', value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toMatchObject({ field: 'pRatingValue' });
    }
    const unknown = await post('/api/exhibition/CreateProductRating?eventid=2026&pExhibitorProductId=999999&pRatingValue=3', 'attendee');
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'pExhibitorProductId' });
    expect(await t.db.selectFrom('product_ratings').selectAll().orderBy('user_id').execute()).toEqual(before);
  });
});

describe('meetings, webcasts and presentations', () => {
  it('list meetings by start within the congress, per company and for the event', async () => {
    const all = await ok<ExhibitorMeeting[]>('/api/exhibition/ExhibitiorMeetingsForEvent/2026/en-GB');
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((meeting) => meeting.StartDateTime)).toEqual(all.map((meeting) => meeting.StartDateTime).sort());
    for (const meeting of all) {
      expect(meeting.StartDateTime >= '2026-06-10' && meeting.EndDateTime <= '2026-06-14').toBe(true);
      expect(meeting.StartDateTime).toMatch(/Z$/);
    }
    const id = all[0]!.CompanyAccountId;
    expect(await ok<ExhibitorMeeting[]>(`/api/exhibition/ExhibitiorMeetings/2026/en-GB/${id}`)).toEqual(
      all.filter((meeting) => meeting.CompanyAccountId === id),
    );
  });

  it('list webcasts and presentations of a company', async () => {
    const webcast = await t.db
      .selectFrom('exhibitor_webcasts')
      .select('company_account_id')
      .where('event_id', '=', 2026)
      .executeTakeFirstOrThrow();
    // As a healthcare professional, who also gets the HCP-only companies' webcasts.
    const webcasts = await ok<ExhibitorWebcast[]>(
      `/api/Exhibition/ExhibitiorWebcasts?eventid=2026&language=en-GB&id=${webcast.company_account_id}`,
      'hcp',
    );
    expect(webcasts.length).toBeGreaterThan(0);
    for (const item of webcasts) expect(item.VideoUrl).toMatch(/^https:\/\//);
    const presentation = await t.db
      .selectFrom('exhibitor_presentations')
      .select('company_account_id')
      .where('event_id', '=', 2026)
      .executeTakeFirstOrThrow();
    const presentations = await ok<ExhibitorPresentation[]>(
      `/api/exhibition/exhibitiorpresentations?eventid=2026&language=en-GB&id=${presentation.company_account_id}`,
      'hcp',
    );
    expect(presentations.length).toBeGreaterThan(0);
    expect((await get('/api/Exhibition/ExhibitiorWebcasts?eventid=2026&language=en-GB&id=nobody')).statusCode).toBe(404);
    expect((await get('/api/Exhibition/ExhibitiorWebcasts?eventid=2026&language=en-GB')).json()).toMatchObject({ field: 'id' });
  });
});

describe('symposia', () => {
  it('are the programme sessions of a company; onlypublic (default true) leaves the private ones out', async () => {
    const company = 'ca-0078';
    const publicOnly = await ok<SymposiumSession[]>(`/api/exhibition/ExhibitiorSymposia/2026/en-GB/${company}`);
    // The private ones are the company staff's and super users' (tests/security/access.test.ts).
    const all = await ok<SymposiumSession[]>(`/api/exhibition/ExhibitiorSymposia/2026/en-GB/${company}?onlypublic=false`, 'preview');
    expect(await ok<SymposiumSession[]>(`/api/exhibition/ExhibitiorSymposia/2026/en-GB/${company}?onlypublic=true`)).toEqual(publicOnly);
    expect(all.length).toBeGreaterThan(publicOnly.length);
    expect(all.some((session) => !session.IsPublic)).toBe(true);
    expect(publicOnly.every((session) => session.IsPublic && session.CompanyAccountId === company)).toBe(true);
    expect(publicOnly[0]).toHaveProperty('Presentations');
    expect(publicOnly[0]).toHaveProperty('Chairs');
    expect((await get(`/api/exhibition/ExhibitiorSymposia/2026/en-GB/${company}?onlypublic=maybe`)).json()).toMatchObject({
      field: 'onlypublic',
    });
    expect((await get('/api/exhibition/ExhibitiorSymposia/2026/en-GB/nobody')).statusCode).toBe(404);

    const everyone = await ok<SymposiumSession[]>('/api/exhibition/Symposia/2026/en-GB');
    expect(everyone.length).toBeGreaterThan(0);
    expect(everyone.every((session) => session.IsPublic && session.CompanyAccountId !== null)).toBe(true);
    expect(everyone.some((session) => session.Id === all.find((s) => !s.IsPublic)!.Id)).toBe(false);
    expect(await ok<SymposiumSession[]>('/api/exhibition/Symposia/2025/en-GB')).toEqual([]);
  });

  it('take leads (info or a callback with a phone number) from signed-in users', async () => {
    const session = (await ok<SymposiumSession[]>('/api/exhibition/Symposia/2026/en-GB'))[0]!;
    const lead = (payload: object, name: string | null = 'attendee', sessionId = session.Id) =>
      post(`/api/exhibition/SymposiumLead?eventid=2026&sessionid=${sessionId}`, name, payload);
    expect((await lead({ Kind: 'info' }, null)).statusCode).toBe(401);
    const bad: [object, string][] = [
      [{ Kind: 'spam' }, 'Kind'],
      [{}, 'Kind'],
      [{ Kind: 'callback' }, 'Phone'],
      [{ Kind: 'callback', Phone: '12' }, 'Phone'],
      [{ Kind: 'callback', Phone: 'call me maybe' }, 'Phone'],
      [{ Kind: 'info', Message: 'x'.repeat(LEAD_MESSAGE_MAX + 1) }, 'Message'],
    ];
    for (const [payload, field] of bad) {
      const response = await lead(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ field });
    }
    const scientific = await t.db
      .selectFrom('programme_sessions')
      .select('id')
      .where('event_id', '=', 2026)
      .where('company_account_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await lead({ Kind: 'info' }, 'attendee', scientific.id)).json()).toMatchObject({ field: 'sessionid' });
    expect(await t.db.selectFrom('symposium_leads').selectAll().execute()).toEqual([]);

    expect((await lead({ Kind: 'info', Message: 'Slides please' })).json()).toEqual({ Ok: true });
    expect((await lead({ Kind: 'callback', Phone: '+49 (30) 123-4567' })).json()).toEqual({ Ok: true });
    const rows = await t.db.selectFrom('symposium_leads').selectAll().orderBy('id').execute();
    expect(rows).toMatchObject([
      { session_id: session.Id, company_account_id: session.CompanyAccountId, kind: 'info', phone: null, message: 'Slides please' },
      { kind: 'callback', phone: '+49 (30) 123-4567', message: null },
    ]);
  });
});

describe('lounges', () => {
  it('answer in the page language given as ?language (the path says de-DE), 400 for a bad language, 404 without a lounge', async () => {
    const german = await ok<ExhibitorLounge>('/api/Exhibition/ExhibitorLounge/2026/de-DE?id=ca-0005');
    expect(german.Staff.length).toBeGreaterThanOrEqual(1);
    expect(german.Staff.length).toBeLessThanOrEqual(3);
    expect(german.Welcome).toContain('Willkommen in der Lounge');
    const english = await ok<ExhibitorLounge>('/api/Exhibition/ExhibitorLounge/2026/de-DE?id=ca-0005&language=en-GB');
    expect(english.Welcome).toContain('Welcome to the lounge');
    expect(english.Title).not.toBe(german.Title);
    expect({ ...english, Title: '', Welcome: '', Staff: [] }).toEqual({ ...german, Title: '', Welcome: '', Staff: [] });
    expect(await ok<ExhibitorLounge>('/api/exhibition/exhibitorlounge/2026/de-DE?id=ca-0005&language=de-DE')).toEqual(german);
    expect((await get('/api/Exhibition/ExhibitorLounge/2026/not-a-language!?id=ca-0005')).json()).toMatchObject({
      statusCode: 400,
      field: 'language',
    });
    const without = await t.db
      .selectFrom('company_profiles')
      .select('company_account_id')
      .where('event_id', '=', 2026)
      .where('has_lounge', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/Exhibition/ExhibitorLounge/2026/de-DE?id=${without.company_account_id}`)).statusCode).toBe(404);
  });
});

describe('exhibition content in the asked language', () => {
  const german = (url: string) => ok<unknown>(url.replace('en-GB', 'de-DE'));

  it('gives the topics, short descriptions and PDF labels of the company list in German for de-DE', async () => {
    const english = await accounts();
    const inGerman = await ok<CompanyAccount[]>('/api/exhibition/CompanyAccounts?eventid=2026&language=de-DE');
    const tags = (list: CompanyAccount[]) => new Set(list.flatMap((account) => account.Tags ?? []));
    expect(tags(english)).toContain('Cardiology');
    expect(tags(inGerman)).toContain('Kardiologie');
    expect(tags(inGerman)).not.toContain('Cardiology');
    // Sponsor types are codes (the logo grid's tiers): the same in every language, named by the client's texts.
    expect(inGerman.map((account) => account.SponsorType)).toEqual(english.map((account) => account.SponsorType));
    expect(inGerman.map((account) => account.Name)).toEqual(english.map((account) => account.Name));
    const labels = await ok<{ CustomButtonTextLabel: string | null }[]>('/api/Public/CompanyAccounts?eventid=2026&language=de-DE');
    expect(labels.map((account) => account.CustomButtonTextLabel)).toContain('Produktbroschüre');
    expect(labels.map((account) => account.CustomButtonTextLabel)).not.toContain('Product brochure');
  });

  it("gives a profile's files, products and meetings in German for de-DE and in English for en-GB", async () => {
    const files = (await profile('ca-0030')).DistributionFiles.map((file) => file.Name);
    const germanFiles = ((await german('/api/exhibition/CompanyAccount/2026/en-GB/ca-0030')) as CompanyProfile).DistributionFiles;
    expect(germanFiles.map((file) => file.Url)).toEqual((await profile('ca-0030')).DistributionFiles.map((file) => file.Url));
    if (files.includes('Product brochure')) expect(germanFiles.map((file) => file.Name)).toContain('Produktbroschüre');
    const products = (await german('/api/exhibition/ExhibitiorProductsForEvent/2026/en-GB')) as ExhibitorProduct[];
    expect(products.map((product) => product.Category)).not.toContain('Diagnostics');
    expect(products.map((product) => product.Category)).toContain('Diagnostik');
    const meetings = (await german('/api/exhibition/ExhibitiorMeetingsForEvent/2026/en-GB')) as ExhibitorMeeting[];
    expect(meetings.every((meeting) => meeting.Title.startsWith('Treffen Sie'))).toBe(true);
  });
});
