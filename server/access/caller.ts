/**
 * The caller's access on the server (docs/rules/shell-access-identity.md section 6): the principal of the bearer
 * user (signed in or not, the user's HCP flag, society member type and country, the event's tickets),
 * decided by the same engine the client runs (src/core/access), so that restricted content is held back
 * by the server and not only hidden by the page.
 *
 * What the server accepts as proof: the signed-in user's stored fields and tickets. The client's stored
 * HCP answer (local storage `hcp`) is the visitor's own claim and is not read: an anonymous caller is
 * never a healthcare professional here. A signed-in user's HealthCareProfessional is their own
 * declaration on their account (the HCP dialog saves it, docs/rules/content-areas.md section 4), and it counts.
 *
 * Super users on the server are only the preview super users (a valid, paid ticket of the configured
 * preview type): the client's sUser flag is the visitor's own switch and proves nothing. The web access
 * policies apply (accessPolicies); the app matrix is the app container's choice, which the server cannot
 * tell from a request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCE_SETS } from '../../src/contracts';
import { wireFlag } from '../db/flags';
import {
  decideAccess,
  isPreviewSuperUser,
  parseAccessSettings,
  principalFrom,
  requiresAuthentication,
  selectPolicies,
  type AccessPolicy,
  type AccessResult,
  type PolicyType,
  type Principal,
} from '../../src/core/access';
import type { RouteName } from '../../src/core/routes';
import { isRecord, parseJson } from '../../src/core/configGuards';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { addVary } from '../http/vary';
import { contentVersion } from '../db/contentVersions';
import { keptByVersion, type KeptByVersion } from '../db/keptByVersion';
import { toTicket, userTickets } from '../identity/profile';
import type { Identity, UserRow } from '../identity/service';

/**
 * Ours: the rule behind an HCP-only company's restricted content (its products, webcasts, presentations,
 * files and the links into its rooms), written as a policy so that the engine decides it as it decides
 * the configured ones (super users pass).
 */
export const HCP_ONLY_POLICY: AccessPolicy = {
  Name: 'Healthcare professionals only (company)',
  Version: '1',
  Type: 'Key',
  Identifier: 'hcpOnlyCompany',
  Effect: 'Allow',
  Requirements: [{ PrincipalField: 'Hcp', Values: ['true'] }],
  ConditionType: 'All',
};

/** Ours: a company's private symposia are for its own staff (a ticket for the company: ExhibitorExclusive). */
export const COMPANY_STAFF_POLICY: AccessPolicy = {
  Name: 'Company staff',
  Version: '1',
  Type: 'Key',
  Identifier: 'companyStaff',
  Effect: 'Allow',
  Requirements: [{ PrincipalField: 'ExhibitorExclusive', Values: [] }],
  ConditionType: 'All',
};

export interface CallerAccess {
  /** The signed-in user, or null for an anonymous caller. */
  user: UserRow | null;
  principal: Principal;
  superUser: boolean;
  /** The event's config_json in the language asked for (the default language's when it has none). */
  config: Record<string, unknown>;
  /** The identifiers of the event's configured policies of a type (as written, without repeats). */
  identifiers(type: PolicyType): string[];
  /** The engine's decision for this caller under the event's configured policies. */
  decide(type: PolicyType, identifier: string, context?: { companyAccountId?: string | null }): AccessResult;
  /** Whether the caller may have an HCP-only company's restricted content. */
  hcp(): boolean;
  /** Whether the caller is staff of the company (or a super user). */
  staffOf(companyAccountId: string): boolean;
  /**
   * Whether the caller may open a page, as the client's access flow and Page policy decide it
   * (docs/rules/shell-access-identity.md sections 4 and 6): 401 when the page needs a signed-in user and there is
   * none, 403 when it needs a ticket the caller lacks or its Page policy denies, else 200.
   */
  page(name: RouteName): 200 | 401 | 403;
}

/**
 * A reply that depends on the caller: Vary: Authorization (appended, CORS may have set Vary: Origin), and
 * a signed-in caller's reply is kept by no cache.
 */
export function markPerCaller(reply: FastifyReply, access: { user: UserRow | null }): void {
  addVary(reply, 'Authorization');
  if (access.user) reply.header('cache-control', 'private, no-store');
}

/** What access reads from an event's configuration in a language: the configuration, its policies and settings. */
interface AccessRules {
  config: Record<string, unknown>;
  policies: readonly AccessPolicy[];
  settings: ReturnType<typeof parseAccessSettings>['settings'];
}

/** Ours: the events and languages whose access rules one database's process keeps. */
const ACCESS_RULES_MAX_ENTRIES = 500;

/**
 * The access rules of each event and language, per database, kept while the event's content version holds
 * (db/contentVersions.ts, db/keptByVersion.ts): reading and parsing config_json on every request was most of the time
 * of a cached programme answer under load. Shared by every request: nothing may change them.
 */
const keptRules = new WeakMap<Kysely<Database>, KeptByVersion<AccessRules>>();

async function accessRules(db: Kysely<Database>, event: EventRow, language: string): Promise<AccessRules> {
  let kept = keptRules.get(db);
  if (!kept) {
    kept = keptByVersion<AccessRules>(ACCESS_RULES_MAX_ENTRIES);
    keptRules.set(db, kept);
  }
  return kept.get(`${event.id}|${language}`, await contentVersion(db, event.id), async () => {
    const config = await eventConfig(db, event, language);
    return { config, policies: selectPolicies({ config, isApp: false }).policies, settings: parseAccessSettings(config).settings };
  });
}

/** The event's config_json in a language, the default language's when that one has none; {} when unreadable. */
export async function eventConfig(db: Kysely<Database>, event: EventRow, language: string): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom('resources')
    .select(['language', 'resourcevalue'])
    .where('event_id', '=', event.id)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .where('language', 'in', [language, event.default_language])
    .execute();
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return (row && parseConfigObject(row.resourcevalue)) ?? {};
}

/** A config_json value as an object, or null when it is no JSON object. */
export function parseConfigObject(value: string): Record<string, unknown> | null {
  const parsed = parseJson(value);
  return parsed.ok && isRecord(parsed.value) ? parsed.value : null;
}

function principalOf(user: UserRow | null, tickets: ReturnType<typeof toTicket>[]): Principal {
  return principalFrom({
    loggedIn: user !== null,
    user: user && {
      HealthCareProfessional: wireFlag(user.health_care_professional),
      SocietyMemberType: user.society_member_type,
      Contact: { CountryId: user.country_id },
      CountryResidenceId: user.country_residence_id,
    },
    tickets,
  });
}

/**
 * The access of the request's caller for an event. A request without a bearer token is anonymous; a
 * bearer token that is expired, revoked or forged is a 401 (as on every call that takes a token).
 */
export async function callerAccess(
  deps: { db: Kysely<Database>; identity: Identity },
  request: FastifyRequest,
  reply: FastifyReply,
  event: EventRow,
  language: string = event.default_language,
): Promise<CallerAccess> {
  const user = (await deps.identity.optionalUser(request, reply))?.user ?? null;
  return accessOf(deps, user, event, language);
}

/** The access of a signed-in user the route has already authenticated (identity.requireUser), for an event. */
export function userAccess(
  deps: { db: Kysely<Database>; identity: Identity },
  user: UserRow,
  event: EventRow,
  language: string = event.default_language,
): Promise<CallerAccess> {
  return accessOf(deps, user, event, language);
}

/** The access of an anonymous caller (for work done before any request, e.g. warming a cache). */
export function anonymousAccess(
  deps: { db: Kysely<Database>; identity: Identity },
  event: EventRow,
  language: string = event.default_language,
): Promise<CallerAccess> {
  return accessOf(deps, null, event, language);
}

async function accessOf(
  deps: { db: Kysely<Database>; identity: Identity },
  user: UserRow | null,
  event: EventRow,
  language: string,
): Promise<CallerAccess> {
  const { db, identity } = deps;
  const [tickets, { config, policies, settings }] = await Promise.all([
    user ? userTickets(db, user.id, event.id).then((rows) => rows.map(toTicket)) : [],
    accessRules(db, event, language),
  ]);
  const principal = principalOf(user, tickets);
  const superUser = isPreviewSuperUser(tickets, settings.access.previewTicketType);
  const now = identity.now();
  const run = (list: readonly AccessPolicy[], type: PolicyType, identifier: string, companyAccountId: string | null = null) =>
    decideAccess({ policies: list, type, identifier, principal, superUser, now, timeZone: event.time_zone, context: { companyAccountId } });
  return {
    user,
    principal,
    superUser,
    config,
    identifiers: (type) => [...new Set(policies.filter((policy) => policy.Type === type).map((policy) => policy.Identifier))],
    decide: (type, identifier, context) => run(policies, type, identifier, context?.companyAccountId ?? null),
    hcp: () => run([HCP_ONLY_POLICY], HCP_ONLY_POLICY.Type, HCP_ONLY_POLICY.Identifier).allowed,
    staffOf: (companyAccountId) =>
      run([COMPANY_STAFF_POLICY], COMPANY_STAFF_POLICY.Type, COMPANY_STAFF_POLICY.Identifier, companyAccountId).allowed,
    page(name) {
      // The web's container (null): the app and terminal switches are the container's own claims.
      const needsAuth = requiresAuthentication(name, settings.access, null);
      if (needsAuth && !user) return 401;
      // Step 5: a ticket on ticket-required pages (a valid one, or any: the session's hasTicket); super users
      // pass. What kind of ticket a page wants is its Page policy's business.
      if (needsAuth && !superUser && settings.access.ticketRequiredPages.includes(name) && tickets.length === 0) return 403;
      return run(policies, 'Page', name).allowed ? 200 : 403;
    },
  };
}
