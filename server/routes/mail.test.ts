import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomMail, LoginData } from '../../src/contracts';
import { DEMO_PASSWORD } from '../db/seed/identity';
import { speakerEmail } from '../db/seed/programme';
import { createTestApp, type TestApp } from '../testing';
import { SPEAKER_MAIL_CONTENT_MAX, SPEAKER_MAIL_SUBJECT_MAX } from './mail';

let t: TestApp;
let token: string;
let speaker: { id: number; firstname: string; surname: string; email: string | null };
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Token/ValidateLoginFromBody',
    payload: {
      Email: 'attendee@ehc2026.test',
      Password: DEMO_PASSWORD,
      AcceptTermsOfUse: false,
      RememberMe: true,
      ContextModel: { EContext: 'Event', Short: 'ehc2026' },
    },
  });
  token = response.json<LoginData>().accessToken;
  speaker = await t.db
    .selectFrom('programme_authors')
    .select(['id', 'firstname', 'surname', 'email'])
    .where('event_id', '=', 2026)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const mail = (overrides: Partial<CustomMail> = {}): CustomMail => ({
  ToAddresses: [{ Name: 'The speaker', Address: 'someone@else.test' }],
  FromAddresses: [{ Name: 'Not me', Address: 'ceo@example.test' }],
  Subject: 'Your talk',
  Content: 'Could you share your slides?\n<b>Thanks</b>',
  ...overrides,
});
const send = (query: string, payload: object, auth = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Mail/SendCustomMail?${query}`,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
const outbox = () => t.db.selectFrom('outbox').selectAll().where('to', 'like', '%@speakers.%').orderBy('id').execute();

describe('the seeded speakers', () => {
  it('have made-up, deterministic addresses that no programme list serves', async () => {
    expect(speaker.email).toBe(speakerEmail(speaker, 'ehc2026'));
    expect(speaker.email).toMatch(new RegExp(`^[a-z0-9-]+\\.[a-z0-9-]+\\.${speaker.id}@speakers\\.ehc2026\\.test$`));
    expect(speakerEmail({ id: 7, firstname: 'Élodie', surname: "O'Brien de Vries" }, 'x')).toBe('elodie.obrien-de-vries.7@speakers.x.test');
    const authors = await t.app.inject({ method: 'GET', url: '/api/Modules/PAGAuthors?eventid=2026' });
    expect(authors.body).not.toContain('@speakers.');
  });
});

describe('POST /api/Mail/SendCustomMail', () => {
  it("writes the mail to the speaker's address in the outbox, from the signed-in user whatever FromAddresses says", async () => {
    const response = await send(`eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`, mail());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    const [sent, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ to: speaker.email, subject: 'Your talk', sent_at: null });
    expect(sent!.text).toContain('Could you share your slides?\n<b>Thanks</b>');
    expect(sent!.text).toContain('attendee@ehc2026.test');
    expect(sent!.text).toContain('EHC 2026');
    expect(sent!.text).not.toContain('ceo@example.test');
    expect(sent!.text).not.toContain('someone@else.test');
    // The HTML part shows the text, escaped.
    expect(sent!.html).toContain('&lt;b&gt;Thanks&lt;/b&gt;');
    expect(sent!.html).toContain('<br>');
  });

  it('answers 401 without a token and 400 naming the field otherwise, sending nothing', async () => {
    const before = (await outbox()).length;
    expect((await send(`eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`, mail(), false)).statusCode).toBe(401);
    const cases: [string, object, string][] = [
      [`eventid=2026&mailType=Newsletter&speakerid=${speaker.id}`, mail(), 'mailType'],
      [`eventid=2026&speakerid=${speaker.id}`, mail(), 'mailType'],
      ['eventid=2026&mailType=ContactSpeaker&speakerid=99', mail(), 'speakerid'],
      ['eventid=2026&mailType=ContactSpeaker', mail(), 'speakerid'],
      [`eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`, mail({ Subject: '  ' }), 'Subject'],
      [
        `eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`,
        mail({ Subject: 'x'.repeat(SPEAKER_MAIL_SUBJECT_MAX + 1) }),
        'Subject',
      ],
      [`eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`, { Content: 'no subject' }, 'Subject'],
      [
        `eventid=2026&mailType=ContactSpeaker&speakerid=${speaker.id}`,
        mail({ Content: 'x'.repeat(SPEAKER_MAIL_CONTENT_MAX + 1) }),
        'Content',
      ],
    ];
    for (const [query, payload, field] of cases) {
      const response = await send(query, payload);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ statusCode: 400, field });
    }
    expect((await outbox()).length).toBe(before);
  });
});

describe('POST /api/Mail/SendCustomMail?mailType=ContactExhibitor', () => {
  const companies = () =>
    t.db
      .selectFrom('company_profiles')
      .select(['company_account_id', 'contact_email', 'has_booth_guru'])
      .where('event_id', '=', 2026)
      .orderBy('company_account_id')
      .execute();

  it("writes to the company's contact address when it has a booth guru", async () => {
    const guru = (await companies()).find((company) => company.has_booth_guru === 1)!;
    const response = await send(
      `eventid=2026&mailType=ContactExhibitor&companyaccountid=${guru.company_account_id}`,
      mail({ Subject: 'Your product' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    const sent = await t.db.selectFrom('outbox').selectAll().where('to', '=', guru.contact_email!).execute();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: 'Your product' });
    expect(sent[0]!.text).toContain('attendee@ehc2026.test');
    expect(sent[0]!.text).not.toContain('ceo@example.test');
    expect(guru.contact_email).toMatch(/@[a-z0-9]+\.example\.com$/);
  });

  it('answers 400 naming companyaccountid for an unknown company or one without a booth guru, sending nothing', async () => {
    const noGuru = (await companies()).find((company) => company.has_booth_guru === 0)!;
    const before = (await t.db.selectFrom('outbox').select('id').execute()).length;
    for (const query of [
      `eventid=2026&mailType=ContactExhibitor&companyaccountid=${noGuru.company_account_id}`,
      'eventid=2026&mailType=ContactExhibitor&companyaccountid=nobody',
      'eventid=2026&mailType=ContactExhibitor',
    ]) {
      const response = await send(query, mail());
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field: 'companyaccountid' });
    }
    expect((await send('eventid=2026&mailType=ContactExhibitor&companyaccountid=ca-0003', mail(), false)).statusCode).toBe(401);
    expect((await t.db.selectFrom('outbox').select('id').execute()).length).toBe(before);
  });
});
