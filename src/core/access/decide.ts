/**
 * The access decision (docs/rules/shell-access-identity.md section 6) for one Type and Identifier.
 *
 * Rules: super users are always allowed; no matching policies: allowed; any matching deny rule whose
 * requirements hold: denied; only deny rules and none held: allowed; otherwise allowed when an allow
 * rule holds, else denied. A rule holds when its requirements hold: All = every one, Any = at least
 * one. A rule without requirements holds (for All trivially; for Any too, so that an empty rule means
 * "everyone" under either condition type rather than "no one" under one of them).
 *
 * Deny reasons (section 6: "Deny reasons are stored locally"), only when denied, each
 * `${policy.Name}:${PrincipalField}`, without repeats, in policy order:
 * - denied by deny rules: the fields that held in each deny rule that held (a deny rule without
 *   requirements gives its Name alone);
 * - denied because no allow rule held: the fields that failed in each allow rule.
 * EventTicketNameForMessages is never recorded.
 */
import { UNRECORDED_FIELDS, type AccessPolicy, type PolicyType } from './model';
import type { Principal } from './principal';
import { requirementHolds, type RequirementContext } from './requirements';

export interface AccessQuery {
  policies: readonly AccessPolicy[];
  type: PolicyType;
  identifier: string;
  principal: Principal;
  superUser: boolean;
  /** Server time, epoch ms. */
  now: number;
  /** The event's IANA time zone. */
  timeZone: string;
  context?: { companyAccountId?: string | null };
}

export interface AccessResult {
  allowed: boolean;
  reasons: string[];
}

const allowed = (): AccessResult => ({ allowed: true, reasons: [] });

/** The policies for a Type and Identifier; the Identifier matched trimmed and case-insensitively. */
export function matchingPolicies(policies: readonly AccessPolicy[], type: PolicyType, identifier: string): AccessPolicy[] {
  const id = identifier.trim().toLowerCase();
  return policies.filter((p) => p.Type === type && p.Identifier.trim().toLowerCase() === id);
}

interface Evaluated {
  policy: AccessPolicy;
  holds: boolean;
  /** Per requirement, in order. */
  results: boolean[];
}

function evaluate(policy: AccessPolicy, ctx: RequirementContext): Evaluated {
  const results = policy.Requirements.map((r) => requirementHolds(r, ctx));
  const holds = results.length === 0 || (policy.ConditionType === 'Any' ? results.some(Boolean) : results.every(Boolean));
  return { policy, holds, results };
}

/** `${Name}:${field}` for the requirements whose result equals wanted, leaving out unrecorded fields. */
function fieldReasons({ policy, results }: Evaluated, wanted: boolean): string[] {
  return policy.Requirements.flatMap((r, i) =>
    results[i] === wanted && !UNRECORDED_FIELDS.has(r.PrincipalField) ? [`${policy.Name}:${r.PrincipalField}`] : [],
  );
}

export function decideAccess(query: AccessQuery): AccessResult {
  if (query.superUser) return allowed();
  const matching = matchingPolicies(query.policies, query.type, query.identifier);
  if (matching.length === 0) return allowed();
  const ctx: RequirementContext = {
    principal: query.principal,
    now: query.now,
    timeZone: query.timeZone,
    companyAccountId: query.context?.companyAccountId ?? null,
  };
  const evaluated = matching.map((p) => evaluate(p, ctx));
  const denies = evaluated.filter((e) => e.policy.Effect === 'Deny' && e.holds);
  if (denies.length > 0) {
    const reasons = denies.flatMap((e) => (e.policy.Requirements.length === 0 ? [e.policy.Name] : fieldReasons(e, true)));
    return { allowed: false, reasons: [...new Set(reasons)] };
  }
  const allows = evaluated.filter((e) => e.policy.Effect === 'Allow');
  if (allows.length === 0 || allows.some((e) => e.holds)) return allowed();
  return { allowed: false, reasons: [...new Set(allows.flatMap((e) => fieldReasons(e, false)))] };
}
