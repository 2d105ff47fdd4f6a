/**
 * The signed-in user's calls of the module and core API (docs/rules/shell-access-identity.md section 7): the
 * profile (GET and POST /api/Core/User, GET /api/Core/UserComplete), booked tickets, terms acceptance,
 * and the registration check by surname and registration number (which links the registration to the
 * signed-in user, see registrationGrade). Every call needs the bearer token (401 otherwise).
 */
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { z } from 'zod';
import type { UserComplete } from '../../src/contracts';
import { requireEvent } from '../db/events';
import type { Database, UserTable } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { toTicket, toUserProfile, userProfileFor, userTickets } from '../identity/profile';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';
import { linkExternalRegistration } from './externalRegistration';

export interface UserRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** GET /api/Core/UserComplete: the profile plus the per-event data (src/contracts UserComplete). */
export type { UserComplete };

const EventIdQuery = z.object({ eventid: numericId() });
const TermsQuery = z.object({ context: z.string().optional(), shortName: text() });
const RegistrationQuery = z.object({ eventid: numericId(), surname: text().max(100), regnumber: text().max(64) });
const BookedTicketsQuery = z.object({ eventid: numericId(), externalAuthorizationCode: z.string().optional() });

/** Optional text that may be cleared: '' and null both store null. */
const clearable = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters long`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** A relative path or an http(s) URL (never javascript: or data:). */
const picturePath = clearable(1024).refine((value) => value == null || value.startsWith('/') || /^https?:\/\//i.test(value), {
  message: 'must be a path starting with / or an http(s) address',
});

/**
 * POST /api/Core/User: the profile fields a user may change. Others (UserId, Email, ImportId,
 * SocietyMemberType, CompanyAccountId, hasTicket, UserFormComplete) are read-only and ignored, so that
 * the object GET returned can be sent back as it is; a UserId of someone else is a 403.
 */
const ProfileUpdate = z.object({
  UserId: z.number().int().optional(),
  Firstname: text().max(100, 'must be at most 100 characters long').optional(),
  Surname: text().max(100, 'must be at most 100 characters long').optional(),
  Gender: z.boolean().nullable().optional(),
  Birthday: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date like 1980-04-30')
    .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 10))), 'must be a date like 1980-04-30')
    .transform((value) => value.slice(0, 10))
    .nullable()
    .optional(),
  Profession: clearable(),
  HealthCareProfessional: z.boolean().nullable().optional(),
  SelectedInterests: z.array(z.string().trim().min(1).max(100)).max(100, 'must have at most 100 entries').optional(),
  Contact: z.object({ CountryId: clearable(8), City: clearable() }).optional(),
  CountryPracticeId: clearable(8),
  CountryResidenceId: clearable(8),
  ProfilePicturePath: picturePath,
});

const bool = (value: boolean | null | undefined) => (value == null ? value : value ? 1 : 0);

/**
 * The TicketGrade recorded when a signed-in user links their registration (AuthPage, OnboardingV2:
 * docs/rules/shell-access-identity.md section 4 step 5). The spec does not say what a grade holds; ours is the
 * ticket's type name (for example 'Full Congress'), 'Standard' when the type has no name. A grade the
 * ticket already has is kept.
 */
export function registrationGrade(ticketTypeName: string | null | undefined): string {
  return ticketTypeName?.trim() || 'Standard';
}

const docs = apiDocs('Identity');

export const userRoutes: FastifyPluginAsync<UserRouteDeps> = async (app, { db, identity }) => {
  const route = (method: 'GET' | 'POST', path: string, options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of caseVariants(path)) app.route({ method, url, ...options, handler });
  };

  const perEvent = (userId: number, eventId: number) =>
    db.selectFrom('user_events').selectAll().where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst();

  const profile = (user: UserRow, eventId: number) => userProfileFor(db, user, eventId);

  route(
    'GET',
    '/api/Core/User',
    docs("The caller's profile for an event (signed in)", { querystring: EventIdQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid } = parseQuery(EventIdQuery, request);
      const event = await requireEvent(db, { id: eventid });
      reply.header('cache-control', 'no-store');
      return profile(user, event.id);
    },
  );

  route(
    'GET',
    '/api/Core/UserComplete',
    docs("The caller's complete profile for an event (signed in)", { querystring: EventIdQuery }),
    async (request, reply): Promise<UserComplete> => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid } = parseQuery(EventIdQuery, request);
      const event = await requireEvent(db, { id: eventid });
      const row = await perEvent(user.id, event.id);
      const tickets = (await userTickets(db, user.id, event.id)).map(toTicket);
      reply.header('cache-control', 'no-store');
      return {
        ...toUserProfile(user, { hasTicket: tickets.length > 0, userFormComplete: row?.user_form_complete === 1 }),
        EventId: event.id,
        EventShort: event.short,
        EmailConfirmed: user.email_confirmed === 1,
        TermsAcceptedAt: user.terms_accepted_at,
        FirstLoginAt: row?.first_login_at ?? null,
        Tickets: tickets,
      };
    },
  );

  route(
    'POST',
    '/api/Core/User',
    docs("Updates the caller's profile (signed in)", { querystring: EventIdQuery, body: ProfileUpdate }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid } = parseQuery(EventIdQuery, request);
      const event = await requireEvent(db, { id: eventid });
      const body = parseBody(ProfileUpdate, request);
      if (body.UserId !== undefined && body.UserId !== user.id) throw new HttpProblem(403, 'You can only change your own data');

      const changes: Updateable<UserTable> = {};
      if (body.Firstname !== undefined) changes.firstname = body.Firstname;
      if (body.Surname !== undefined) changes.surname = body.Surname;
      if (body.Gender !== undefined) changes.gender = bool(body.Gender);
      if (body.Birthday !== undefined) changes.birthday = body.Birthday;
      if (body.Profession !== undefined) changes.profession = body.Profession;
      if (body.HealthCareProfessional !== undefined) changes.health_care_professional = bool(body.HealthCareProfessional);
      if (body.SelectedInterests !== undefined) changes.selected_interests = JSON.stringify(body.SelectedInterests);
      if (body.Contact?.CountryId !== undefined) changes.country_id = body.Contact.CountryId;
      if (body.Contact?.City !== undefined) changes.city = body.Contact.City;
      if (body.CountryPracticeId !== undefined) changes.country_practice_id = body.CountryPracticeId;
      if (body.CountryResidenceId !== undefined) changes.country_residence_id = body.CountryResidenceId;
      if (body.ProfilePicturePath !== undefined) changes.profile_picture_path = body.ProfilePicturePath;

      await db.transaction().execute(async (trx) => {
        if (Object.keys(changes).length > 0) await trx.updateTable('users').set(changes).where('id', '=', user.id).execute();
        const row = await trx
          .selectFrom('user_events')
          .select('user_id')
          .where('user_id', '=', user.id)
          .where('event_id', '=', event.id)
          .executeTakeFirst();
        if (row) {
          await trx
            .updateTable('user_events')
            .set({ user_form_complete: 1 })
            .where('user_id', '=', user.id)
            .where('event_id', '=', event.id)
            .execute();
        } else {
          await trx
            .insertInto('user_events')
            .values({ user_id: user.id, event_id: event.id, user_form_complete: 1, first_login_at: null })
            .execute();
        }
      });
      const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      return profile(updated, event.id);
    },
  );

  /**
   * 200 with the tickets, 204 when there are none, 410 when the event's ticket sync is gone (section 4,
   * TicketSyncError). With externalAuthorizationCode (the one-time code of the external registration system,
   * server/db/specCallTables.ts) the registration it stands for first becomes a ticket of the caller and the
   * code is spent. Ours: an unknown, spent or expired code is passed over, so that the tickets still come back
   * (the client drops its stored code after this call either way, section 7).
   */
  route(
    'GET',
    '/api/modules/BookedTickets',
    docs("The caller's booked tickets (signed in)", { querystring: BookedTicketsQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid, externalAuthorizationCode } = parseQuery(BookedTicketsQuery, request);
      const event = await requireEvent(db, { id: eventid });
      reply.header('cache-control', 'no-store');
      if (externalAuthorizationCode) await linkExternalRegistration(db, user.id, event.id, externalAuthorizationCode, identity.now());
      const sync = await db.selectFrom('ticket_sync').select('status').where('event_id', '=', event.id).executeTakeFirst();
      if (sync?.status === 'gone') throw new HttpProblem(410, 'The ticket system of this event cannot be reached any more');
      const tickets = (await userTickets(db, user.id, event.id)).map(toTicket);
      if (tickets.length === 0) return reply.status(204).send();
      return tickets;
    },
  );

  route(
    'GET',
    '/api/core/SetTermsAccepted',
    docs('Accepts the terms of use (signed in)', { querystring: TermsQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { shortName } = parseQuery(TermsQuery, request);
      await requireEvent(db, { short: shortName });
      const acceptedAt = user.terms_accepted_at ?? new Date(identity.now()).toISOString();
      if (user.terms_accepted_at === null)
        await db.updateTable('users').set({ terms_accepted_at: acceptedAt }).where('id', '=', user.id).execute();
      reply.header('cache-control', 'no-store');
      return { TermsAcceptedAt: acceptedAt };
    },
  );

  /**
   * The signed-in user links their own registration: 200 when one of the user's tickets for the event
   * has this registration number and the user this surname (any case), and the ticket gets its grade
   * when it has none (registrationGrade), so that the OnboardingV2 step of the access flow lets the
   * user through. Someone else's registration answers the same 404 as one that does not exist, and an
   * anonymous caller gets 401 before anything is looked up: the call never tells whether a person holds
   * a ticket. Rate limited centrally (server/http/rateLimits.ts) by this path.
   */
  route(
    'POST',
    '/api/Modules/ValidateRegistrationLogin',
    docs('Links a congress registration to the caller (signed in)', { querystring: RegistrationQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(RegistrationQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const rows = await db
        .selectFrom('tickets')
        .select(['tickets.id', 'tickets.visitor_id', 'tickets.ticket_grade', 'tickets.ticket_type_name', 'tickets.is_valid'])
        .where('tickets.event_id', '=', event.id)
        .where('tickets.user_id', '=', user.id)
        .where('tickets.visitor_id', '=', query.regnumber)
        .execute();
      const match = user.surname.trim().toLowerCase() === query.surname.toLowerCase() ? rows[0] : undefined;
      if (!match) throw new NotFoundError('No registration with this surname and registration number');
      const answer = {
        valid: true,
        eventId: event.id,
        VisitorId: match.visitor_id,
        TicketTypeName: match.ticket_type_name,
        IsValid: match.is_valid === 1,
      };
      let grade = match.ticket_grade?.trim() || null;
      if (!grade) {
        grade = registrationGrade(match.ticket_type_name);
        await db.updateTable('tickets').set({ ticket_grade: grade }).where('id', '=', match.id).execute();
      }
      reply.header('cache-control', 'no-store');
      return { ...answer, TicketGrade: grade };
    },
  );
};
