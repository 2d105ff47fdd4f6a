import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/Modules/EventDashboard', () => {
  it('returns the my-area boxes with title, button and description in the asked language', async () => {
    const en = await get('/api/Modules/EventDashboard?eventid=2026&language=en-GB');
    expect(en.statusCode).toBe(200);
    const boxes = en.json<{ Module: string; Title: string; ButtonText: string; Description: string }[]>();
    expect(boxes.map((box) => box.Module)).toEqual([
      'program',
      'evaluation',
      'documents',
      'attendance',
      'terms',
      'recorded',
      'inbox',
      'network',
      'groups',
      'profile',
      'networking_settings',
      'helpdesk',
    ]);
    expect(boxes[0]).toEqual({
      Module: 'program',
      Title: 'My programme',
      ButtonText: 'Open my programme',
      Description: expect.stringContaining('favourites'),
    });
    const de = (await get('/api/Modules/EventDashboard?eventid=2026&language=de-DE')).json<{ Title: string }[]>();
    expect(de[0]!.Title).toBe('Mein Programm');
  });

  it('answers at the spec path in both casings, and falls back to the default language', async () => {
    expect((await get('/api/modules/EventDashboard?eventid=2026')).statusCode).toBe(200);
    const fr = (await get('/api/Modules/EventDashboard?eventid=2026&language=fr-FR')).json<{ Title: string }[]>();
    expect(fr[0]!.Title).toBe('My programme');
  });

  it('answers 400 naming eventid, and 404 for an unknown event', async () => {
    const bad = await get('/api/Modules/EventDashboard?eventid=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'eventid' });
    expect((await get('/api/Modules/EventDashboard?eventid=999')).statusCode).toBe(404);
  });
});

describe('GET /api/Public/ContentPage', () => {
  it('returns a page with its title and HTML in the asked language', async () => {
    const en = await get('/api/Public/ContentPage?shortname=ehc2026&language=en-GB&pageName=imprint');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ PageName: 'imprint', Title: 'Imprint', List: 'legal', Html: expect.stringContaining('Berlin') });
    expect((await get('/api/Public/ContentPage?shortname=ehc2026&language=de-DE&pageName=imprint')).json()).toMatchObject({
      Title: 'Impressum',
    });
  });

  it('has the imprint, terms, privacy, help and welcome pages, and one per news item', async () => {
    for (const name of ['imprint', 'terms', 'privacy', 'help', 'welcome', 'news-1']) {
      expect((await get(`/api/Public/ContentPage?shortname=ehc2026&language=de-DE&pageName=${name}`)).statusCode).toBe(200);
    }
  });

  it('matches the page name case-insensitively', async () => {
    expect((await get('/api/Public/ContentPage?shortname=ehc2026&pageName=IMPRINT')).json()).toMatchObject({ PageName: 'imprint' });
  });

  it('answers 404 for an unknown page and 400 naming pageName for a malformed one', async () => {
    expect((await get('/api/Public/ContentPage?shortname=ehc2026&pageName=nosuchpage')).statusCode).toBe(404);
    const bad = await get('/api/Public/ContentPage?shortname=ehc2026&pageName=..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'pageName' });
  });
});

describe('GET /api/Public/ContentPages', () => {
  it('returns a list in slices, saying whether more follow', async () => {
    const first = (await get('/api/Public/ContentPages?shortname=ehc2026&language=en-GB&skip=0&take=3')).json<{
      Items: { PageName: string }[];
      HasMore: boolean;
    }>();
    expect(first.Items.map((item) => item.PageName)).toEqual(['welcome', 'help', 'imprint']);
    expect(first.HasMore).toBe(true);
    const legal = (await get('/api/Public/ContentPages?shortname=ehc2026&list=legal&take=10')).json<{
      Items: { PageName: string }[];
      HasMore: boolean;
    }>();
    expect(legal).toMatchObject({ HasMore: false });
    expect(legal.Items.map((item) => item.PageName)).toEqual(['imprint', 'terms', 'privacy']);
  });

  it('returns an empty slice for an unknown list', async () => {
    expect((await get('/api/Public/ContentPages?shortname=ehc2026&list=nolist')).json()).toEqual({ Items: [], HasMore: false });
  });

  it('answers 400 naming take when it is over the limit', async () => {
    const bad = await get('/api/Public/ContentPages?shortname=ehc2026&take=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'take' });
  });
});

describe('POST /api/Mail/SendContactForm', () => {
  const send = (body: unknown, query = 'eventid=2026') =>
    t.app.inject({ method: 'POST', url: `/api/Mail/SendContactForm?${query}`, payload: body as object });

  it('writes the message to the outbox for the event contact address', async () => {
    const response = await send({
      FromAddresses: [{ Name: 'Ada Lovelace', Address: 'ada@example.test' }],
      Subject: 'Badge',
      Content: 'Where do I collect my <badge>?',
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to', '=', 'contact@ehc2026.example')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[ehc2026] Badge');
    expect(mail.text).toContain('ada@example.test');
    expect(mail.html).toContain('&lt;badge&gt;');
  });

  it('answers 400 naming the field that is wrong', async () => {
    const noSubject = await send({ FromAddresses: [{ Name: 'A', Address: 'a@example.test' }], Subject: ' ', Content: 'x' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json()).toMatchObject({ field: 'Subject' });
    const badAddress = await send({ FromAddresses: [{ Name: 'A', Address: 'not-an-address' }], Subject: 's', Content: 'x' });
    expect(badAddress.json().message).toContain('FromAddresses');
  });
});
