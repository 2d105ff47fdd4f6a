/**
 * Advertisements and push notifications (docs/rules/shell-access-identity.md section 7):
 *   GET  /api/Exhibition/EventAdvertisement/{eventId}/{language}     the event's ads, in order
 *   GET  /api/Exhibition/EventPushnotifications/{eventId}/{language} newest first; the user's bearer token
 *   GET  /static/pushnotifications/{eventId}/{language}.json          ours: the static fallback file (public)
 *   POST /api/Exhibition/PushNotification                            ours: publish (service token); stores
 *        the notification and sends NotificationAdded to the hub group {eventId}-{language}
 *   POST /dev/notifications                                           the same without a token, dev tools only
 * Texts are stored as given; the client sanitises the HTML it shows.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { AdvertisementReply, PushNotificationReply } from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { normaliseLanguage } from '../../src/core/language';
import type { Database, PushNotificationTable } from '../db/schema';
import { eventLanguage, findEventByShort, requireEvent, type EventRow } from '../db/events';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseParams } from '../http/validation';
import { devToolsEnabled } from '../hubs';
import type { Identity } from '../identity/service';
import { requireService } from '../identity/serviceToken';
import { apiDocs } from '../http/apiDocs';

export interface AdvertisingDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The dev publish route; default devToolsEnabled(process.env). */
  devTools?: boolean;
}

const EventLanguageParams = z.object({ eventId: numericId(), language: languageCode() });
const FallbackParams = z.object({
  eventId: numericId(),
  file: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,4})?\.json$/, 'must be {language}.json'),
});

/** Ours: limits that keep a notification a notification. */
const MAX_TITLE = 200;
const MAX_TEXT = 10_000;
export const PublishBody = z.object({
  event: z.union([text(), z.number().int().positive().transform(String)]),
  language: languageCode().optional(),
  title: text().max(MAX_TITLE, `must be at most ${MAX_TITLE} characters`),
  text: z.string().max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`),
  link: z.string().trim().max(2000).nullable().optional(),
});

const docs = apiDocs('Advertising');

export const advertisingRoutes: FastifyPluginAsync<AdvertisingDeps> = async (app, { db, identity, devTools }) => {
  const advertisements = async (request: FastifyRequest): Promise<AdvertisementReply[]> => {
    const params = parseParams(EventLanguageParams, request);
    const event = await requireEvent(db, { id: params.eventId });
    const language = eventLanguage(event, normaliseLanguage(params.language));
    const rows = await db
      .selectFrom('advertisements')
      .selectAll()
      .where('event_id', '=', event.id)
      .where('language', '=', language)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      displayFromDate: row.display_from,
      displayToDate: row.display_to,
      vmxPage: row.vmx_page,
      channelId: row.channel_id,
      CompanyAccountIds: JSON.parse(row.company_account_ids) as string[],
      CompanyAccountIdsShowOnProfile: JSON.parse(row.company_account_ids_show_on_profile) as string[],
      showInSeconds: row.show_in_seconds,
      backgroundColor: row.background_color,
      headlineTop: row.headline_top,
      headlineBottom: row.headline_bottom,
      pictureFilePath: row.picture_file_path,
      videoFilePath: row.video_file_path,
      text: row.text,
      optionalLink: row.optional_link,
      optionalLinkTarget: row.optional_link_target,
      optionalLinkButtonText: row.optional_link_button_text,
    }));
  };
  for (const url of caseVariants('/api/Exhibition/EventAdvertisement/:eventId/:language'))
    app.get(url, docs("The event's advertisements in a language", { params: EventLanguageParams }), advertisements);

  const pushNotifications = async (request: FastifyRequest, reply: FastifyReply): Promise<PushNotificationReply[]> => {
    const params = parseParams(EventLanguageParams, request);
    await identity.requireUser(request, reply);
    const event = await requireEvent(db, { id: params.eventId });
    reply.header('cache-control', 'private, no-store');
    return listNotifications(db, event, eventLanguage(event, normaliseLanguage(params.language)));
  };
  for (const url of caseVariants('/api/Exhibition/EventPushnotifications/:eventId/:language'))
    app.get(url, docs("The event's push notifications in a language (signed in)", { params: EventLanguageParams }), pushNotifications);

  app.get('/static/pushnotifications/:eventId/:file', async (request, reply): Promise<PushNotificationReply[]> => {
    const params = parseParams(FallbackParams, request);
    const event = await requireEvent(db, { id: params.eventId });
    // no-cache: a page that hears of a new notification reads the file again and must not get an old copy.
    reply.header('cache-control', 'no-cache');
    return listNotifications(db, event, eventLanguage(event, normaliseLanguage(params.file.replace(/\.json$/, ''))));
  });

  for (const url of caseVariants('/api/Exhibition/PushNotification')) {
    app.post(url, docs('Publishes a push notification (service token)', { body: PublishBody }), async (request, reply) => {
      await requireService(identity, request, reply);
      return reply.status(201).send(await publish(app, db, request));
    });
  }

  if (devTools ?? devToolsEnabled()) {
    app.post('/dev/notifications', async (request, reply) => reply.status(201).send(await publish(app, db, request)));
  }
};

async function listNotifications(db: Kysely<Database>, event: EventRow, language: string): Promise<PushNotificationReply[]> {
  const rows = await db
    .selectFrom('push_notifications')
    .selectAll()
    .where('event_id', '=', event.id)
    .where('language', '=', language)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReply);
}

function toReply(row: Selectable<PushNotificationTable>): PushNotificationReply {
  return { id: row.id, title: row.title, text: row.text, link: row.link, createdAt: row.created_at };
}

/** Stores the notification as given and sends it to the event's hub group for its language. */
async function publish(
  app: FastifyInstance,
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<{ notification: PushNotificationReply; reached: number }> {
  const body = parseBody(PublishBody, request);
  const event = /^\d{1,9}$/.test(body.event) ? await requireEvent(db, { id: Number(body.event) }) : await findEventByShort(db, body.event);
  if (!event) throw new BadRequestError('event', `body.event: unknown event ${body.event}`);
  const language = body.language ? normaliseLanguage(body.language) : event.default_language;
  if (!(JSON.parse(event.languages) as string[]).includes(language))
    throw new BadRequestError('language', `body.language: the event has no language ${language}`);
  const row = await db
    .insertInto('push_notifications')
    .values({
      event_id: event.id,
      language,
      title: body.title,
      text: body.text,
      link: body.link || null,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const notification = toReply(row);
  const reached = app.hubs.notifications.notify(notificationGroup(event.id, language), notification);
  return { notification, reached };
}
