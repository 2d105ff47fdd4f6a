import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpdeskFaq } from '../../src/contracts';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const questions = (faq: HelpdeskFaq) => faq.Topics.flatMap((topic) => topic.Entries.map((entry) => entry.Question));

describe('GET /api/Public/HelpdeskFaq', () => {
  it('answers the seeded questions grouped by topic, in order, with the answers as HTML', async () => {
    const reply = await get('/api/Public/HelpdeskFaq?shortname=ehc2026&language=en-GB');
    expect(reply.statusCode).toBe(200);
    const faq = reply.json<HelpdeskFaq>();
    expect(faq.Topics.map((topic) => topic.Name)).toEqual([
      'Your account and signing in',
      'Tickets and registration',
      'Live sessions and recordings',
      'Certificates and CME credits',
      'Exhibition and networking',
    ]);
    expect(questions(faq)).toHaveLength(15);
    expect(faq.Topics[0]!.Entries[0]).toEqual({
      Id: 'forgot-password',
      Question: 'I forgot my password. What now?',
      AnswerHtml: expect.stringContaining('<a href="/forgotpassword/demo/ehc2026/en-GB">'),
    });
  });

  it('answers in German for de-DE, and in the default language for a language without entries', async () => {
    const de = (await get('/api/Public/HelpdeskFaq?shortname=ehc2026&language=de-DE')).json<HelpdeskFaq>();
    expect(de.Topics[0]!.Name).toBe('Konto und Anmeldung');
    expect(de.Topics[0]!.Entries[0]!.AnswerHtml).toContain('/forgotpassword/demo/ehc2026/de-DE');
    const fr = (await get('/api/Public/HelpdeskFaq?shortname=ehc2026&language=fr-FR')).json<HelpdeskFaq>();
    expect(fr.Topics[0]!.Name).toBe('Your account and signing in');
  });

  it('is open to visitors who are not signed in', async () => {
    const reply = await get('/api/Public/HelpdeskFaq?shortname=ehc2025');
    expect(reply.statusCode).toBe(200);
    expect(questions(reply.json<HelpdeskFaq>())).toHaveLength(15);
  });

  it('leaves out an entry it cannot read, without failing the rest', async () => {
    await t.db
      .insertInto('resources')
      .values([
        { event_id: 2026, setname: 'VMXHelpdeskFaq', language: 'en-GB', resourcename: 'broken', resourcevalue: '{not json' },
        {
          event_id: 2026,
          setname: 'VMXHelpdeskFaq',
          language: 'en-GB',
          resourcename: 'no-question',
          resourcevalue: '{"topic":"X","answer":"<p>a</p>","position":1}',
        },
      ])
      .execute();
    const reply = await get('/api/Public/HelpdeskFaq?shortname=ehc2026&language=en-GB');
    expect(reply.statusCode).toBe(200);
    const ids = reply.json<HelpdeskFaq>().Topics.flatMap((topic) => topic.Entries.map((entry) => entry.Id));
    expect(ids).toHaveLength(15);
    expect(ids).not.toContain('broken');
    await t.db.deleteFrom('resources').where('resourcename', 'in', ['broken', 'no-question']).execute();
  });

  it('answers 400 naming shortname or language, and 404 for an unknown event', async () => {
    const missing = await get('/api/Public/HelpdeskFaq');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'shortname' });
    const language = await get('/api/Public/HelpdeskFaq?shortname=ehc2026&language=<script>');
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ field: 'language' });
    expect((await get('/api/Public/HelpdeskFaq?shortname=nope')).statusCode).toBe(404);
  });
});
