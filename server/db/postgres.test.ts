/**
 * The server on PostgreSQL: migrations, seed and the main routes, compared with SQLite, through the
 * same pg driver and connection string as production (createDb({ url })).
 *
 * In the server-postgres project (vitest.config.ts) the PostgreSQL is the run's test server, a real one (an empty
 * database of its own on it). Elsewhere it is PGlite (the real PostgreSQL engine compiled to WebAssembly), served
 * over the wire protocol by pglite-socket on a random local port, so that this runs with no database server
 * installed too.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, SsoEvaluation } from '../../src/contracts';
import { buildApp } from '../app';
import { LOCKOUT_MAX_FAILED_LOGINS } from '../identity/constants';
import { loadTokenSecret, TOKEN_SECRET_SETTING } from '../identity/secrets';
import { createEmptyTestDatabase, createTestApp, TEST_SCRYPT_COST, testDialect, type TestApp } from '../testing';
import { createDb } from './connection';
import { MIGRATIONS, migrateToLatest } from './migrations';
import type { Database } from './schema';
import { seed } from './seed';
import { DEMO_PASSWORD, ONBOARDING_ACCOUNT } from './seed/identity';

const onTestServer = testDialect() === 'postgres';

interface TestPostgres {
  /** An empty database. */
  open(): Kysely<Database>;
  stop(): Promise<void>;
}

async function startPostgres(): Promise<TestPostgres> {
  if (onTestServer) {
    const database = await createEmptyTestDatabase('postgres');
    return { open: database.open, stop: database.drop };
  }
  const engine = await PGlite.create();
  // PGlite is one backend session. pglite-socket can queue several connections onto it, but they then
  // share that session (its transaction, its statements) where a server keeps them apart, so the pool
  // keeps to one connection. The socket server allows a second, so that a connection the pool replaces
  // (pg closes idle ones after 10 s) is not refused while the old one is still closing.
  const server = new PGLiteSocketServer({ db: engine, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  return {
    open: () => createDb({ url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`, maxConnections: 1 }),
    async stop() {
      await server.stop();
      await engine.close();
    },
  };
}

describe(onTestServer ? 'PostgreSQL (the test server)' : 'PostgreSQL (PGlite over the wire protocol)', () => {
  let postgres: TestPostgres | undefined;
  let pg: Kysely<Database>;
  let app: FastifyInstance;
  let sqlite: TestApp;
  // One stopped clock for both servers, so that the instants they store and answer are the same.
  const startedAt = Date.now();
  const now = () => startedAt;

  beforeAll(async () => {
    // Both at once (PGlite compiles its WebAssembly meanwhile); whichever started is stopped in afterAll.
    const [started, built] = await Promise.allSettled([startPostgres(), createTestApp({ now }, 'sqlite')]);
    if (started.status === 'fulfilled') postgres = started.value;
    if (built.status === 'fulfilled') sqlite = built.value;
    if (started.status === 'rejected') throw started.reason;
    if (built.status === 'rejected') throw built.reason;
    pg = started.value.open();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await pg?.destroy();
    await sqlite?.close();
    await postgres?.stop();
  }, 30_000);

  it('runs every migration on an empty database and creates the tables SQLite has', async () => {
    const results = await migrateToLatest(pg);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(MIGRATIONS).map((name) => [name, 'Success']),
    );
    // Column names and nullability. SQLite lets a primary key other than an integer one hold NULL
    // unless it says NOT NULL; the server never stores one, so a primary key counts as not null there.
    const sqlitePrimaryKey = async (table: string) =>
      new Set(
        (await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(sqlite.db)).rows.map(
          (row) => row.name,
        ),
      );
    const columns = async (db: Kysely<Database>) => {
      const tables = await db.introspection.getTables();
      const entries = await Promise.all(
        tables.map(async (table) => {
          const primaryKey = db === sqlite.db ? await sqlitePrimaryKey(table.name) : new Set<string>();
          const nullable = (column: { name: string; isNullable: boolean }) => column.isNullable && !primaryKey.has(column.name);
          return [table.name, table.columns.map((column) => `${column.name}${nullable(column) ? '' : ' not null'}`).sort()] as const;
        }),
      );
      return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
    };
    expect(await columns(pg)).toEqual(await columns(sqlite.db));
    expect(await migrateToLatest(pg)).toEqual([]);
  });

  it('seeds the same rows as SQLite in every table, with numbers as numbers', async () => {
    // The token secret is random: PostgreSQL gets SQLite's, so that the settings row and the seeded
    // mail keyed with it (the transfer invitation) come out the same too.
    await pg
      .insertInto('settings')
      .values({ key: TOKEN_SECRET_SETTING, value: await loadTokenSecret(sqlite.db) })
      .execute();
    const summary = await seed(pg, 'demo');
    expect(summary.events).toEqual(['ehc2025', 'ehc2026']);
    const tables = (await sqlite.db.introspection.getTables()).map((table) => table.name as keyof Database).sort();
    expect(tables).toEqual(expect.arrayContaining(['users', 'settings', 'outbox', 'sso_links', 'external_logins']));
    for (const table of tables) {
      const dump = async (db: Kysely<Database>) =>
        (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
      expect(await dump(pg), table).toEqual(await dump(sqlite.db));
    }
    // The single sign-on test is made at http://vmx.test: e-mailed links and return addresses follow PUBLIC_URL.
    app = await buildApp({ db: pg, now, identity: { scryptCost: TEST_SCRYPT_COST, publicUrl: 'http://vmx.test' } });
  }, 30_000);

  it('answers the public routes as on SQLite', async () => {
    for (const path of [
      '/api/Public/Instance?instance=demo',
      '/api/Public/DomainDefaults?host=localhost',
      '/api/Public/EventDetails?shortname=EHC2026',
      '/api/Event/Shortname?shortName=ehc2026',
      '/api/Public/CompanyAccounts?eventid=2026',
      '/api/modules/GetResources?eventshort=ehc2026&setname=config_json&language=en-GB',
      '/api/modules/GetResources?eventid=2026&setname=VMXTexts&language=de-DE',
      '/api/modules/GetResources?eventshort=ehc2026&setname=VMXTexts&language=en-GB',
      '/api/Public/CompanyAccounts?eventid=2025',
      '/api/Modules/GetConfigResource?eventId=2026&resourcename=config_json',
      '/rss/ehc2026/en-GB.xml',
      '/v2/event/ehc2026/config/sso/links',
      '/v2/event/ehc2025/config/sso/links',
      '/api/Modules/PAGSessionsV2?eventid=2026&language=de-DE',
      '/api/Modules/PAGPresentations?eventid=2026',
      '/api/Modules/PAGAuthors?eventid=2026',
      '/api/Modules/PAGAbstracts?eventid=2026',
      '/api/Modules/PAGData?eventid=2026',
      '/api/Modules/PAGData?eventid=2025',
    ]) {
      const [onPg, onSqlite] = await Promise.all([app.inject({ url: path }), sqlite.app.inject({ url: path })]);
      expect(onPg.statusCode, path).toBe(onSqlite.statusCode);
      expect(onPg.body, path).toBe(onSqlite.body);
    }
  });

  it('answers the signed-in calls as on SQLite', async () => {
    const signIn = async (target: FastifyInstance, Email: string) => {
      const response = await target.inject({
        method: 'POST',
        url: '/api/Token/ValidateLoginFromBody',
        payload: {
          Email,
          Password: DEMO_PASSWORD,
          AcceptTermsOfUse: true,
          RememberMe: false,
          ContextModel: { EContext: 'Event', Short: 'ehc2026' },
        },
      });
      expect(response.statusCode, Email).toBe(200);
      return { authorization: `Bearer ${response.json<LoginData>().accessToken}` };
    };
    for (const email of ['staff@ehc2026.test', 'hcp@ehc2026.test', 'member@ehc2026.test', 'onboarding@ehc2026.test']) {
      const [onPg, onSqlite] = await Promise.all([signIn(app, email), signIn(sqlite.app, email)]);
      for (const path of [
        '/api/Core/User?eventid=2026',
        '/api/Core/UserComplete?eventid=2026',
        '/api/modules/BookedTickets?eventid=2026',
      ]) {
        const [a, b] = await Promise.all([app.inject({ url: path, headers: onPg }), sqlite.app.inject({ url: path, headers: onSqlite })]);
        expect(a.statusCode, `${email} ${path}`).toBe(b.statusCode);
        expect(a.body, `${email} ${path}`).toBe(b.body);
      }
    }
    const registration = `/api/Modules/ValidateRegistrationLogin?eventid=2026&regnumber=${ONBOARDING_ACCOUNT.registrationNumber}&surname=${ONBOARDING_ACCOUNT.surname.toUpperCase()}`;
    // The lookup is the signed-in user's own (links their registration).
    const [onboardingPg, onboardingSqlite] = await Promise.all([
      signIn(app, ONBOARDING_ACCOUNT.email),
      signIn(sqlite.app, ONBOARDING_ACCOUNT.email),
    ]);
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: registration, headers: onboardingPg }),
      sqlite.app.inject({ method: 'POST', url: registration, headers: onboardingSqlite }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
  }, 20_000); // Signs in and calls the routes on both databases: seconds on a busy machine.

  const post = (path: string, payload: object) => app.inject({ method: 'POST', url: path, payload });
  const context = { EContext: 'Event', Short: 'ehc2026' };
  const login = (Email: string, Password: string) =>
    post('/api/Token/ValidateLoginFromBody', { Email, Password, AcceptTermsOfUse: true, RememberMe: false, ContextModel: context });
  const latestLink = async (to: string) => {
    const mails = (await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}&limit=1` })).json<{ links: string[] }[]>();
    return new URL(mails[0]!.links[0]!);
  };

  it('signs in and serves the profile and tickets', async () => {
    const response = await login('attendee@ehc2026.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const data = response.json<LoginData>();
    expect(data).toMatchObject({ email: 'attendee@ehc2026.test', hasTicket: true, initialLogin: true });
    expect(typeof data.userId).toBe('number');
    const headers = { authorization: `Bearer ${data.accessToken}` };

    const user = await app.inject({ url: '/api/Core/User?eventid=2026', headers });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ UserId: data.userId, hasTicket: true, UserFormComplete: false, HealthCareProfessional: null });

    const updated = await app.inject({
      method: 'POST',
      url: '/api/Core/User?eventid=2026',
      headers,
      payload: { Gender: false, HealthCareProfessional: true, SelectedInterests: ['x'] },
    });
    expect(updated.json()).toMatchObject({ Gender: false, HealthCareProfessional: true, SelectedInterests: ['x'], UserFormComplete: true });

    const tickets = await app.inject({ url: '/api/modules/BookedTickets?eventid=2026', headers });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.json()).toEqual([
      expect.objectContaining({ TicketTypeName: 'Full Congress', IsValid: true, IsPayed: true, EnableHCP: false }),
    ]);
    expect((await app.inject({ url: '/api/modules/BookedTickets?eventid=2025', headers })).statusCode).toBe(410);

    expect((await post('/api/Token/LougoutFromBody', {})).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/Token/LougoutFromBody', headers });
    expect((await app.inject({ url: '/api/Core/User?eventid=2026', headers })).statusCode).toBe(401);
  });

  it('keeps the personal programme, ratings, view counts, notes and speaker mail (the ON CONFLICT upserts)', async () => {
    const headers = { authorization: `Bearer ${(await login('hcp@ehc2026.test', DEMO_PASSWORD)).json<LoginData>().accessToken}` };
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const [session, presentation, speaker] = await Promise.all(
      (['programme_sessions', 'programme_presentations', 'programme_authors'] as const).map(
        async (table) => (await pg.selectFrom(table).select('id').where('event_id', '=', 2026).orderBy('id').executeTakeFirstOrThrow()).id,
      ),
    );

    await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', [String(session)]);
    await call('POST', '/api/Modules/PersonalProgram/?eventid=2026', [session]);
    await call('POST', '/api/Modules/PersonalProgramPresentation/?eventid=2026', [presentation]);
    const schedule = await call('POST', '/api/Modules/PersonalProgramUser/?eventid=2026&pProgramType=Speaker', [speaker]);
    expect(schedule.json()).toMatchObject({ SessionIds: [session], PresentationIds: [presentation], SpeakerIds: [speaker] });
    const pdf = await call('GET', '/api/Modules/DownloadPersonalProgram/?eventid=2026');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await call('POST', `/api/Exhibition/CreateSessionRating/?id=2026&pSessionId=${session}&pRatingValue=3`, []);
    const rating = await call('POST', `/api/Exhibition/CreateSessionRating/?id=2026&pSessionId=${session}&pRatingValue=4&pContent=ok`, []);
    expect(rating.json()).toEqual({ SessionId: session, Rating: 4, Content: 'ok', Average: 4, Count: 1 });

    for (const expected of [1, 2])
      expect((await call('GET', `/api/App/SetSessionViewCount/?eventId=2026&sessionid=${session}`)).json()).toEqual({
        ViewCount: expected,
      });

    const comment = (
      await call('POST', `/api/App/CreateNote?id=2026&pSessionId=${session}&pIsNote=false`, { pContent: '<i>hi</i>' })
    ).json<{ noteId: number }>();
    expect((await call('GET', `/api/App/SetNoteLikeCount?eventid=2026&noteid=${comment.noteId}`)).json()).toMatchObject({
      likeCount: 1,
      likedByMe: true,
    });
    expect((await call('GET', `/api/App/GetNotes?id=2026&pSessionId=${session}&pIsNote=false`)).json()).toEqual([
      expect.objectContaining({ content: '<i>hi</i>', likeCount: 1 }),
    ]);

    expect(
      (
        await call('POST', `/api/Mail/SendCustomMail?eventid=2026&mailType=ContactSpeaker&speakerid=${speaker}`, {
          Subject: 'Hello',
          Content: 'Hi',
        })
      ).json(),
    ).toBe(true);
    const mail = await pg
      .selectFrom('outbox')
      .selectAll()
      .where('to', 'like', `%.${speaker}@speakers.ehc2026.test`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('hcp@ehc2026.test');
  });

  it('creates an account, confirms it, and resets its password', async () => {
    const email = 'new.person@example.test';
    const create = (Email: string) =>
      post(`/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent('http://vmx.test/confirmation/demo/ehc2026/en-GB')}`, {
        Firstname: 'New',
        Surname: 'Person',
        Email,
        Password: 'first-password-1',
        ConfirmPassword: 'first-password-1',
        AcceptTermsOfUse: true,
        ContextModel: context,
      });
    expect((await create('New.Person@Example.test')).statusCode).toBe(200);
    // The same address again (any case): the same answer, one account.
    expect((await create(email)).statusCode).toBe(200);
    expect(await pg.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect((await login(email, 'first-password-1')).json()).toBe('Unconfirmed');

    const confirmLink = await latestLink(email);
    const confirmed = await post(
      `/api/token/ConfirmEmailFromBody?userId=${confirmLink.searchParams.get('userId')}&code=${confirmLink.searchParams.get('code')}`,
      {},
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await login(email, 'first-password-1')).statusCode).toBe(200);

    expect((await post('/api/Token/ForgotPasswordFromBody?shortname=ehc2026', { Email: email })).statusCode).toBe(200);
    const code = (await latestLink(email)).searchParams.get('code')!;
    const reset = () =>
      post('/api/token/ResetPasswordFromBody', {
        Email: email,
        Code: code,
        Password: 'second-password-2',
        ConfirmPassword: 'second-password-2',
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    expect((await login(email, 'second-password-2')).statusCode).toBe(200);
  });

  it('locks an account after failed sign-ins', async () => {
    for (let i = 0; i < LOCKOUT_MAX_FAILED_LOGINS; i++) expect((await login('visitor@ehc2026.test', 'wrong')).statusCode).toBe(401);
    expect((await login('visitor@ehc2026.test', DEMO_PASSWORD)).json()).toBe('Lockout');
  });

  it('registers by single sign-on and updates the link on the next sign-in (external_logins, ON CONFLICT DO UPDATE)', async () => {
    const host = 'vmx.test';
    const returnUrl = `http://${host}/demo/ehc2026/en-GB/auth/correlate`;
    const cookies: Record<string, string> = {};
    const keep = (response: LightMyRequestResponse) => {
      for (const cookie of response.cookies as Array<{ name: string; value: string }>) cookies[cookie.name] = cookie.value;
      return response;
    };
    const request = async (method: 'GET' | 'POST', url: string, extra: { payload?: string; headers?: Record<string, string> } = {}) =>
      keep(
        await app.inject({
          method,
          url,
          cookies,
          headers: { host, ...extra.headers },
          ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
        }),
      );
    const signInAtProvider = async (given: string) => {
      const challenge = await request(
        'GET',
        `/api/token/external/challenge?shortname=ehc2026&provider=vmx-test&returnUrl=${encodeURIComponent(returnUrl)}`,
      );
      expect(challenge.statusCode).toBe(302);
      const authorize = new URL(challenge.headers.location as string);
      const form = new URLSearchParams({
        ...Object.fromEntries(authorize.searchParams),
        action: 'signin',
        email: 'sso.person@example.org',
        given_name: given,
        family_name: 'Person',
      });
      const signedIn = await request('POST', authorize.pathname, {
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const callback = new URL(signedIn.headers.location as string);
      expect((await request('GET', callback.pathname + callback.search)).statusCode).toBe(302);
      return (await request('GET', '/api/token/external/correlate')).json<SsoEvaluation>();
    };

    expect((await signInAtProvider('Sso')).statusAction).toBe('ExternalUserNeedsRegistration');
    const registered = await request('GET', '/api/token/external/register?acceptedTerms=true');
    expect(registered.statusCode).toBe(200);
    expect(registered.json<SsoEvaluation>().statusAction).toBe('ExternalUserReadyToLogin');
    const user = await pg
      .selectFrom('users')
      .select(['id', 'email_confirmed'])
      .where('email', '=', 'sso.person@example.org')
      .executeTakeFirstOrThrow();
    expect(user.email_confirmed).toBe(1);

    expect((await signInAtProvider('Renamed')).statusAction).toBe('ExternalUserReadyToLogin');
    const links = await pg.selectFrom('external_logins').selectAll().execute();
    expect(links).toEqual([expect.objectContaining({ provider: 'vmx-test', user_id: user.id, firstname: 'Renamed', surname: 'Person' })]);
  });

  it('keeps one token secret when two starts race (ON CONFLICT DO NOTHING)', async () => {
    await pg.deleteFrom('settings').where('key', '=', TOKEN_SECRET_SETTING).execute();
    const [a, b] = await Promise.all([loadTokenSecret(pg), loadTokenSecret(pg)]);
    expect(a).toBe(b);
  });
});
