/**
 * The calls the rule pages name that nothing served before:
 *   GET /api/Core/GetVMToken/?eventid                     the virtual-meeting token (signed in; 401 otherwise)
 *   GET /api/modules/IndustryLandingModel?shortname&language   the industry landing page's model (open to everyone)
 *   GET /api/custominterfaces/EventsAir/EventsAir/ExternalUserData?eventid&externalAuthorizationCode
 *                                                         an external registration (the fixed basic credential)
 * docs/rules/shell-access-identity.md section 7 ("Module and core API") and docs/rules/content-areas.md section 7
 * ("Texts, configuration, general"); the answers are ours (src/contracts/specCalls.ts). BookedTickets with the
 * external code is in users.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  FIXED_BASIC_CREDENTIAL,
  INDUSTRY_LANDING_RESOURCE_SET,
  type ExternalUserData,
  type IndustryLandingModel,
  type VmToken,
} from '../../src/contracts';
import { eventLanguage, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { hashExternalCode } from '../db/specCallTables';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';
import { caseVariants, slashVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { safeEqual } from '../identity/secrets';
import { HttpProblem, type Identity } from '../identity/service';

export interface SpecCallRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** Ours: a virtual-meeting token lasts an hour; the client asks for a new one each time it opens the meeting. */
export const VM_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Ours: the audience a virtual-meeting token is for, so that it is never taken for an access token. */
export const VM_TOKEN_AUDIENCE = 'vmx-virtual-meeting';

/** The sponsor tiers the industry landing page shows, in order (docs/rules/shell-access-identity.md section 2, logo grid). */
const SPONSOR_TIERS = ['Platinum', 'Gold', 'Bronze'] as const;

const EventIdQuery = z.object({ eventid: numericId() });
const IndustryLandingQuery = z.object({ shortname: text(), language: languageCode().optional() });
const ExternalUserDataQuery = z.object({
  eventid: numericId(),
  externalAuthorizationCode: text().max(200, 'must be at most 200 characters long'),
});

/** Whether the request carries the fixed basic credential (src/contracts/specCalls.ts FIXED_BASIC_CREDENTIAL). */
export function hasFixedBasicCredential(request: FastifyRequest): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const expected = `${FIXED_BASIC_CREDENTIAL.username}:${FIXED_BASIC_CREDENTIAL.password}`;
  return safeEqual(Buffer.from(match[1]!, 'base64').toString('utf8'), expected);
}

function requireFixedBasicCredential(request: FastifyRequest, reply: FastifyReply): void {
  if (hasFixedBasicCredential(request)) return;
  reply.header('www-authenticate', 'Basic realm="vmx"');
  throw new HttpProblem(401, 'This call needs the fixed basic credential of the VMX client');
}

const docs = apiDocs('Core');

export const specCallRoutes: FastifyPluginAsync<SpecCallRouteDeps> = async (app, { db, identity }) => {
  const route = (paths: string[], options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of paths) app.route({ method: 'GET', url, ...options, handler });
  };

  route(
    slashVariants('/api/Core/GetVMToken/'),
    docs("A token for the event's virtual meeting, naming the caller (signed in)", { querystring: EventIdQuery }),
    async (request, reply): Promise<VmToken> => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid } = parseQuery(EventIdQuery, request);
      const event = await requireEvent(db, { id: eventid });
      const issuedAt = Math.floor(identity.now() / 1000);
      const expires = issuedAt + VM_TOKEN_LIFETIME_MS / 1000;
      const token = await new SignJWT({ kind: 'vm', event: event.short, name: `${user.firstname} ${user.surname}`.trim() })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setAudience(VM_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(identity.secret));
      reply.header('cache-control', 'no-store');
      return { Token: token, ValidUntil: new Date(expires * 1000).toISOString() };
    },
  );

  route(
    caseVariants('/api/modules/IndustryLandingModel'),
    docs("The industry landing page's model: heading, introduction and sponsors", { querystring: IndustryLandingQuery }),
    async (request): Promise<IndustryLandingModel> => {
      const query = parseQuery(IndustryLandingQuery, request);
      const event = await requireEvent(db, { short: query.shortname });
      const language = eventLanguage(event, query.language);
      const texts = await db
        .selectFrom('resources')
        .select(['resourcename', 'resourcevalue'])
        .where('event_id', '=', event.id)
        .where('setname', '=', INDUSTRY_LANDING_RESOURCE_SET)
        .where('language', '=', language)
        .execute();
      const textOf = (name: string) => texts.find((row) => row.resourcename === name)?.resourcevalue ?? '';
      const published = await db
        .selectFrom('company_accounts')
        .select(['company_account_id', 'name', 'logo_path', 'sponsor_type', 'is_public'])
        .where('event_id', '=', event.id)
        .where('publication_state', '=', 0)
        .execute();
      const tier = (type: string) => SPONSOR_TIERS.indexOf(type as (typeof SPONSOR_TIERS)[number]);
      const sponsors = published
        .filter((row) => row.is_public === 1 && tier(row.sponsor_type) !== -1)
        .sort((a, b) => tier(a.sponsor_type) - tier(b.sponsor_type) || a.name.localeCompare(b.name, language))
        .map((row) => ({
          CompanyAccountId: row.company_account_id,
          Name: row.name,
          LogoPath: row.logo_path,
          SponsorType: row.sponsor_type,
        }));
      return {
        EventId: event.id,
        Language: language,
        Title: textOf('title'),
        Intro: textOf('intro'),
        Sponsors: sponsors,
        ExhibitorCount: published.length,
      };
    },
  );

  route(
    caseVariants('/api/custominterfaces/EventsAir/EventsAir/ExternalUserData'),
    docs('The external registration a one-time EventsAir code stands for (fixed basic credential)', { querystring: ExternalUserDataQuery }),
    async (request, reply): Promise<ExternalUserData> => {
      requireFixedBasicCredential(request, reply);
      const { eventid, externalAuthorizationCode } = parseQuery(ExternalUserDataQuery, request);
      const event = await requireEvent(db, { id: eventid });
      const row = await db
        .selectFrom('external_registrations')
        .selectAll()
        .where('code_hash', '=', hashExternalCode(externalAuthorizationCode))
        .where('event_id', '=', event.id)
        .executeTakeFirst();
      // Unknown, spent and expired codes answer alike: the answer never tells which codes exist.
      if (!row || row.used_at !== null || row.expires_at <= new Date(identity.now()).toISOString()) {
        throw new NotFoundError('No registration for this code');
      }
      reply.header('cache-control', 'no-store');
      return {
        EventId: event.id,
        Firstname: row.firstname,
        Surname: row.surname,
        Email: row.email,
        RegistrationNumber: row.visitor_id,
        TicketTypeName: row.ticket_type_name,
        ParticipantTypeName: row.participant_type_name,
        ValidUntil: row.expires_at,
      };
    },
  );
};
