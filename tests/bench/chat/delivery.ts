/**
 * Issue 22's delivery figure: a message from send to the other participant's screen, with CHAT_CLIENTS clients
 * connected to the chat hub of one server on this machine (`chat.deliveryP95Ms`, `chat.clients`).
 *
 * The server runs in this process, as `npm start` builds it (server/app.ts) on a SQLite file with the demo congress;
 * CHAT_CLIENTS attendees with tickets, opted in and taking messages from everyone, are written into it beside the
 * demo's, each signs in through the API and each pair of them has a conversation. A child process
 * (chat/chatClients.ts) holds one chat-hub socket per attendee and sends CHAT_MESSAGES messages at CHAT_RATE per
 * second from one of each pair to the other, as pages do (POST), and times each from just before its POST to its
 * MessageAdded at the receiver's socket. New passwords are hashed at the tests' scrypt cost so that the sign-ins take
 * seconds, not minutes (signing in is not what is measured).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_NETWORKING_SETTINGS, type ConversationSummary, type LoginData } from '../../../src/contracts';
import { buildApp } from '../../../server/app';
import { createDb } from '../../../server/db/connection';
import { DEMO_EVENT_ID, fullCongress } from '../../../server/db/seed/identity';
import { hashPassword } from '../../../server/identity/password';
import { migrateAndSeedForTests } from '../../../server/testDatabases';
import { TEST_SCRYPT_COST } from '../../../server/testing';
import type { ChatClientsPlan, ChatClientsReport } from './chatClients';

/** Issue 22: 1,000 connected clients, delivery p95 ≤ 150 ms. */
export const CHAT_CLIENTS = 1_000;
export const CHAT_BUDGETS = { deliveryP95Ms: 150 } as const;
/** What the clients send: a busy congress's chat, 20 s of it. */
const CHAT_MESSAGES = 2_000;
const CHAT_RATE = 100;
const PASSWORD = 'bench-chat-password-2026';

export interface ChatDeliveryFigures {
  clients: number;
  messages: number;
  ratePerSecond: number;
  deliveryP50Ms: number;
  deliveryP95Ms: number;
  deliveryMaxMs: number;
  lost: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function measureChatDelivery(): Promise<ChatDeliveryFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'vmx-bench-chat-'));
  const db = createDb({ file: join(dir, 'vmx.sqlite') });
  try {
    await migrateAndSeedForTests(db, 'demo');
    const app = await buildApp({ db, rateLimitScale: 1_000_000, identity: { scryptCost: TEST_SCRYPT_COST } });
    try {
      const emails = await addAttendees(db, CHAT_CLIENTS);
      const signedIn: { token: string; id: number }[] = [];
      for (const email of emails) signedIn.push(await signIn(app, email));
      const tokens = signedIn.map((user) => user.token);
      const pairs: ChatClientsPlan['pairs'] = [];
      for (let i = 0; i + 1 < tokens.length; i += 2) {
        const conversation = await app.inject({
          method: 'POST',
          url: `/api/Messages/Conversations?eventid=${DEMO_EVENT_ID}`,
          headers: { authorization: `Bearer ${tokens[i]}` },
          payload: { UserId: signedIn[i + 1]!.id },
        });
        if (conversation.statusCode !== 201)
          throw new Error(`a conversation could not be opened: ${conversation.statusCode} ${conversation.body}`);
        pairs.push({ sender: i, receiver: i + 1, conversationId: conversation.json<ConversationSummary>().Id });
      }
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      const report = await runClients({ baseUrl, eventId: DEMO_EVENT_ID, tokens, pairs, messages: CHAT_MESSAGES, rate: CHAT_RATE });
      if (report.failed > 0) throw new Error(`${report.failed} chat clients could not connect: ${report.firstError}`);
      const sorted = [...report.deliveries].sort((a, b) => a - b);
      return {
        clients: report.connected,
        messages: CHAT_MESSAGES,
        ratePerSecond: CHAT_RATE,
        deliveryP50Ms: percentile(sorted, 50),
        deliveryP95Ms: percentile(sorted, 95),
        deliveryMaxMs: sorted[sorted.length - 1] ?? NaN,
        lost: report.lost,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Attendees of the demo congress with a ticket, findable and taking messages from everyone; their e-mails. */
async function addAttendees(db: ReturnType<typeof createDb>, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT_COST);
  const now = new Date().toISOString();
  const emails = Array.from({ length: count }, (_, i) => `bench.chat.${i}@ehc2026.test`);
  await db.transaction().execute(async (trx) => {
    for (const [i, email] of emails.entries()) {
      const { id } = await trx
        .insertInto('users')
        .values({
          email,
          firstname: 'Bench',
          surname: `Attendee ${i}`,
          password_hash: passwordHash,
          email_confirmed: 1,
          terms_accepted_at: now,
          failed_logins: 0,
          locked_until: null,
          health_care_professional: 1,
          selected_interests: '[]',
          country_id: 'DE',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tickets')
        .values({ ...fullCongress(`BENCH-${i}`), user_id: id, event_id: DEMO_EVENT_ID })
        .execute();
      const show = DEFAULT_NETWORKING_SETTINGS.Show;
      await trx
        .insertInto('networking_settings')
        .values({
          event_id: DEMO_EVENT_ID,
          user_id: id,
          findable: 1,
          show_name: show.Name ? 1 : 0,
          show_profession: show.Profession ? 1 : 0,
          show_country: show.Country ? 1 : 0,
          show_interests: show.Interests ? 1 : 0,
          show_picture: show.Picture ? 1 : 0,
          direct_messages: 'everyone',
          updated_at: now,
        })
        .execute();
    }
  });
  return emails;
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function signIn(app: App, email: string): Promise<{ token: string; id: number }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Token/ValidateLoginFromBody',
    payload: {
      Email: email,
      Password: PASSWORD,
      AcceptTermsOfUse: false,
      RememberMe: true,
      ContextModel: { EContext: 'Event', Short: 'ehc2026' },
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
  const data = response.json<LoginData>();
  return { token: data.accessToken, id: data.userId };
}

function runClients(plan: ChatClientsPlan): Promise<ChatClientsReport> {
  const child = fork(fileURLToPath(new URL('./chatClients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (report: ChatClientsReport) => resolve(report));
    child.once('exit', (code) => reject(new Error(`the chat clients' process exited (${code}) before it reported`)));
    child.send(plan);
  });
}
