/**
 * A one-session programme change, published as a society's importer publishes it: a pretalx schedule JSON (the c3voc
 * schema, server/programmeImport/scheduleJson.ts) with one talk of the demo congress, imported through the
 * administration API as `npm run import` calls it (src/contracts/programmeAdmin.ts: a service token, the import kept
 * as the pending draft, then published). Importing the same talk again with another room or time moves it (its
 * source id, the guid, keeps its id). Also how a browser page is seen to listen: its notification hub joined. For the
 * browser test of open pages (tests/e2e/programme-publish.spec.ts), the route tests and the bench
 * (tests/bench/import/publishToPage.ts).
 */
import type { Page } from '@playwright/test';
import type { ProgrammeImportReport } from '../src/contracts';
import { serviceToken } from '../server/cli/serviceClient';

/** Test-only credentials of the importer's service client (the servers these tests start are given them). */
export const IMPORTER = { clientId: 'programme-importer', clientSecret: 'programme-importer-secret-2026' } as const;

/** The server's environment with the importer's credentials. */
export const IMPORTER_ENV = { VMX_SERVICE_CLIENT_ID: IMPORTER.clientId, VMX_SERVICE_CLIENT_SECRET: IMPORTER.clientSecret };

export interface OneSession {
  /** The talk's source id: the same guid names the same session at every import. */
  guid: string;
  title: string;
  room: string;
  /** Its start in the congress's zone (Europe/Berlin, +02:00 in June), e.g. 2026-06-11T09:30. */
  start: string;
  minutes: number;
}

/** The schedule JSON with the one talk. */
export function oneSessionSchedule(session: OneSession): string {
  const date = session.start.slice(0, 10);
  const time = session.start.slice(11, 16);
  const talk = {
    guid: session.guid,
    id: 1,
    date: `${session.start}:00+02:00`,
    start: time,
    duration: `${String(Math.floor(session.minutes / 60)).padStart(2, '0')}:${String(session.minutes % 60).padStart(2, '0')}`,
    room: session.room,
    slug: 'publish-check',
    url: 'https://example.org/publish-check/',
    title: session.title,
    subtitle: '',
    track: null,
    type: 'Talk',
    language: 'en',
    abstract: 'A session published while the programme is open.',
    description: '',
    persons: [],
    links: [],
    attachments: [],
  };
  return JSON.stringify({
    schedule: {
      version: 'publish-check',
      conference: {
        acronym: 'ehc2026',
        title: 'EHC 2026',
        start: date,
        end: date,
        daysCount: 1,
        time_zone_name: 'Europe/Berlin',
        rooms: [{ name: session.room }],
        days: [
          { index: 1, date, day_start: `${date}T06:00:00+02:00`, day_end: `${date}T23:00:00+02:00`, rooms: { [session.room]: [talk] } },
        ],
      },
    },
  });
}

/** The body of POST /api/Admin/Programme/Import for the schedule. */
export function importBody(schedule: string): { Files: { Name: string; Content: string }[] } {
  return { Files: [{ Name: 'schedule.json', Content: Buffer.from(schedule).toString('base64') }] };
}

/** A service token of the importer at the server. */
export function importerToken(baseUrl: string): Promise<string> {
  return serviceToken({ server: baseUrl, ...IMPORTER });
}

async function adminCall(baseUrl: string, token: string, path: string, body?: object): Promise<ProgrammeImportReport> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const report = (await response.json()) as ProgrammeImportReport;
  if (!response.ok || report.Problems.length > 0) throw new Error(`${path}: ${response.status} ${JSON.stringify(report).slice(0, 500)}`);
  return report;
}

/** Keeps the schedule as the demo congress's pending draft (nothing shows yet). */
export function importDraft(baseUrl: string, token: string, schedule: string): Promise<ProgrammeImportReport> {
  return adminCall(baseUrl, token, '/api/Admin/Programme/Import?shortname=ehc2026&format=pretalx-json', importBody(schedule));
}

/** Publishes the pending draft: the programme's version moves and open pages hear of it. */
export function publishDraft(baseUrl: string, token: string): Promise<ProgrammeImportReport> {
  return adminCall(baseUrl, token, '/api/Admin/Programme/Publish?shortname=ehc2026');
}

/** Imports the programme with this one session and publishes it (each test starts from its own). */
export async function publishOneSession(baseUrl: string, token: string, session: OneSession): Promise<void> {
  await importDraft(baseUrl, token, oneSessionSchedule(session));
  await publishDraft(baseUrl, token);
}

/**
 * Resolves once the page's notification-hub connection is in its group (its JoinGroup answered): from then on a
 * publication reaches it. Set up before the page opens.
 */
export function joinedNotificationHub(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/hubs/notificationhub')) return;
      const joins = new Set<string>();
      const messages = (payload: string | Buffer) =>
        String(payload)
          .split('\x1e')
          .filter(Boolean)
          .map((text) => JSON.parse(text) as { type?: number; target?: string; invocationId?: string });
      socket.on('framesent', (frame) => {
        for (const message of messages(frame.payload))
          if (message.target === 'JoinGroup' && message.invocationId) joins.add(message.invocationId);
      });
      socket.on('framereceived', (frame) => {
        for (const message of messages(frame.payload)) if (message.type === 3 && joins.has(message.invocationId ?? '')) resolve();
      });
    });
  });
}
