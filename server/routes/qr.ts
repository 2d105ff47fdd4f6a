/**
 * GET /media/qr.svg?data={address}: the QR code (SVG) of a page of this platform, for the "QR code" dialogs of
 * the session, presentation (poster), booth and exhibitor profile pages (ui/QrCodeDialog). A phone camera opens
 * the address it holds; the Scan page (docs/rules/shell-access-identity.md section 2) follows it too.
 *
 * Ours (the spec names no such call): only what the Scan page would follow is ever encoded, so this is no QR
 * service for arbitrary text or links:
 * - the path must be the canonical address of a session, a presentation or an exhibitor profile of an event
 *   this server holds, in one of its languages, naming an item that exists (the Scan page's own rules,
 *   core/scan/code.ts, and core/routes.ts rebuilding it: no query, no fragment, nothing else);
 * - the origin must be one this server writes links for (identity/links.ts: PUBLIC_URL, the configured
 *   origins, loopback in development). The Host header is never read: the client sends the address it shows
 *   (its location.origin and the path), and the server checks both parts. An origin left unchecked would let
 *   anyone get a QR code from the congress's own server that leads to a look-alike site with a plausible path.
 * Anything else is a 400 naming `data`; the message never repeats what was sent.
 */
import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { parseRoute } from '../../src/core/routeParse';
import { buildRoute } from '../../src/core/routes';
import { parseScanCode, SCAN_CODE_MAX, type ScanTarget } from '../../src/core/scan/code';
import { eventLanguages, findEventByShort } from '../db/events';
import { BadRequestError } from '../http/errors';
import { parseQuery } from '../http/validation';
import { linkPolicy } from '../identity/links';
import type { Identity } from '../identity/service';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface QrRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The configured origins (VMX_CORS_ORIGINS and the embedding origins), as for e-mailed links. */
  linkOrigins?: string[] | null;
}

const QrQuery = z.object({
  data: z.string().trim().min(1, 'must not be empty').max(SCAN_CODE_MAX, `must be at most ${SCAN_CODE_MAX} characters`),
});

/** The picture depends on the address alone: browsers and proxies keep it for a day. */
const QR_CACHE_CONTROL = 'public, max-age=86400';

/** Ours: the picture's size in CSS pixels (the dialog shows it at this size; a phone reads it from a screen). */
const QR_SIZE = 240;

const NOT_OURS = 'querystring.data: must be the address of a session, presentation or exhibitor profile of an event on this platform';

export const qrRoutes: FastifyPluginAsync<QrRouteDeps> = async (app, { db, identity, linkOrigins }) => {
  const links = linkPolicy(identity.options.publicUrl, linkOrigins);

  /** Whether the item a target names exists in the event. */
  async function exists(eventId: number, target: ScanTarget): Promise<boolean> {
    const row =
      target.kind === 'session'
        ? await db
            .selectFrom('programme_sessions')
            .select('id')
            .where('event_id', '=', eventId)
            .where('id', '=', Number(target.params.sessionId))
            .executeTakeFirst()
        : target.kind === 'poster'
          ? await db
              .selectFrom('programme_presentations')
              .select('id')
              .where('event_id', '=', eventId)
              .where('id', '=', Number(target.params.presentationId))
              .executeTakeFirst()
          : await db
              .selectFrom('company_accounts')
              .select('company_account_id')
              .where('event_id', '=', eventId)
              .where('company_account_id', '=', target.params.companyAccountId)
              .executeTakeFirst();
    return row !== undefined;
  }

  /** The address as given when it is one of ours, else a 400. */
  async function ownAddress(data: string): Promise<string> {
    if (!links.isAllowed(data)) throw new BadRequestError('data', NOT_OURS);
    const url = new URL(data);
    const { instance, event, language } = parseRoute(url.pathname).params;
    if (instance === undefined || event === undefined || language === undefined) throw new BadRequestError('data', NOT_OURS);
    // The Scan page's own rules decide what is a session, a poster or a profile (and which ids are well formed).
    const scanned = parseScanCode(data, { origin: url.origin, instance, event });
    if (!scanned.ok) throw new BadRequestError('data', NOT_OURS);
    const row = await findEventByShort(db, event);
    if (!row || row.instance !== instance || !eventLanguages(row).includes(language)) throw new BadRequestError('data', NOT_OURS);
    // Only the canonical address: nothing of what was sent beyond the validated pieces reaches the picture.
    const canonical = new URL(
      buildRoute({ name: scanned.target.route, params: { instance, event, language, ...scanned.target.params } }),
      url.origin,
    ).href;
    if (canonical !== data || !(await exists(row.id, scanned.target))) throw new BadRequestError('data', NOT_OURS);
    return canonical;
  }

  app.get('/media/qr.svg', async (request, reply) => {
    const { data } = parseQuery(QrQuery, request);
    const address = await ownAddress(data);
    const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: QR_SIZE });
    return reply.header('cache-control', QR_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(svg);
  });
};
