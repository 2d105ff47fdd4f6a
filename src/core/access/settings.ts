/**
 * Access settings of an event from config_json (docs/rules/shell-access-identity.md section 3, Holding config, and
 * section 4 step 9: pages requiring authentication are configured per event, with public programme and
 * disabled authentication, also per app or terminal container). The source hard-codes ticket-required
 * lists per event short name; here they are configuration like the rest.
 *
 * access.venueSplash (section 4 step 7, the venue splash once per session) is our key: the spec names
 * the step but no configuration for it. Off by default.
 *
 * Parsing never throws: a value of the wrong type takes its default with a warning naming the field;
 * null counts as absent (default, no warning); unknown route names are dropped with a warning.
 */
import { describe, isRecord } from '../configGuards';
import { evaluationUrlsWithoutUser } from '../eventKeys';
import { ROUTE_NAMES, type RouteName } from '../routes';
import { isReadableTime } from './zonedTime';

export interface HoldingSettings {
  isActive: boolean;
  /** Wall-clock time of the event zone, or an instant with an offset; null: no start bound. */
  eventStartTime: string | null;
  eventEndTime: string | null;
  disableHoldingForApp: boolean;
  disableHoldingForTerminal: boolean;
}

export interface AuthSettings {
  authRequiredPages: RouteName[];
  ticketRequiredPages: RouteName[];
  /** The programme-area routes are public even when listed above. */
  publicProgramme: boolean;
  disableAuthentication: boolean;
  disableAuthenticationForApp: boolean;
  disableAuthenticationForTerminal: boolean;
  /** OnboardingV2: a ticket without TicketGrade sends the user to the auth page (section 4 step 5). */
  onboardingV2: boolean;
  userFormRequired: boolean;
  /** The ticket type that makes a preview super user (section 6); '' none. */
  previewTicketType: string;
  /** Section 4 step 7: show the VenuePage as a splash once per session before the first page. */
  venueSplash: boolean;
  /** Section 4 step 8 for the whole event (access.companyLoungeRedirectDisabled), as the query flag does for one address. */
  companyLoungeRedirectDisabled: boolean;
  /** Section 3, "Evaluation": activateEvaluationUrlsWithoutUser (a top-level key) opens the SurveyPage without sign-in. */
  evaluationUrlsWithoutUser: boolean;
}

export interface AccessSettings {
  holding: HoldingSettings;
  access: AuthSettings;
}

/** config_json keys. */
export const HOLDING_KEY = 'holding';
export const ACCESS_KEY = 'access';

export function defaultAccessSettings(): AccessSettings {
  return {
    holding: { isActive: false, eventStartTime: null, eventEndTime: null, disableHoldingForApp: false, disableHoldingForTerminal: false },
    access: {
      authRequiredPages: [],
      ticketRequiredPages: [],
      publicProgramme: false,
      disableAuthentication: false,
      disableAuthenticationForApp: false,
      disableAuthenticationForTerminal: false,
      onboardingV2: false,
      userFormRequired: false,
      previewTicketType: '',
      venueSplash: false,
      companyLoungeRedirectDisabled: false,
      evaluationUrlsWithoutUser: false,
    },
  };
}

class Reader {
  constructor(
    private readonly source: Record<string, unknown>,
    private readonly prefix: string,
    readonly warnings: string[],
  ) {}

  private wrong(key: string, value: unknown, wanted: string, fallback: string): void {
    this.warnings.push(`config_json: ${this.prefix}.${key} is ${describe(value)}, not ${wanted}; using ${fallback}`);
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.source[key];
    if (typeof value === 'boolean') return value;
    if (value !== undefined && value !== null) this.wrong(key, value, 'a boolean', String(fallback));
    return fallback;
  }

  string(key: string, fallback: string): string {
    const value = this.source[key];
    if (typeof value === 'string') return value.trim();
    if (value !== undefined && value !== null) this.wrong(key, value, 'a string', JSON.stringify(fallback));
    return fallback;
  }

  time(key: string): string | null {
    const value = this.source[key];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') {
      this.wrong(key, value, 'a date string', 'no bound');
      return null;
    }
    if (!isReadableTime(value)) {
      this.warnings.push(`config_json: ${this.prefix}.${key} is not a readable time ("${value}"); no bound`);
      return null;
    }
    return value.trim();
  }

  routes(key: string): RouteName[] {
    const value = this.source[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.wrong(key, value, 'an array of route names', 'none');
      return [];
    }
    const names: RouteName[] = [];
    value.forEach((entry: unknown, i) => {
      // Route names are matched exactly, with a letter-case fallback for hand-written configuration.
      const name =
        typeof entry === 'string'
          ? (ROUTE_NAMES.find((n) => n === entry.trim()) ?? ROUTE_NAMES.find((n) => n.toLowerCase() === entry.trim().toLowerCase()))
          : undefined;
      if (name) names.push(name);
      else this.warnings.push(`config_json: ${this.prefix}.${key}[${i}] ${JSON.stringify(entry)} is not a route name; dropped`);
    });
    return [...new Set(names)];
  }
}

function section(config: Record<string, unknown>, key: string, warnings: string[]): Record<string, unknown> {
  const value = config[key];
  if (isRecord(value)) return value;
  if (value !== undefined && value !== null) warnings.push(`config_json: ${key} is ${describe(value)}, not an object; using the defaults`);
  return {};
}

export function parseAccessSettings(config: Record<string, unknown>): { settings: AccessSettings; warnings: string[] } {
  const warnings: string[] = [];
  const d = defaultAccessSettings();
  const h = new Reader(section(config, HOLDING_KEY, warnings), HOLDING_KEY, warnings);
  const a = new Reader(section(config, ACCESS_KEY, warnings), ACCESS_KEY, warnings);
  const settings: AccessSettings = {
    holding: {
      isActive: h.boolean('isActive', d.holding.isActive),
      eventStartTime: h.time('eventStartTime'),
      eventEndTime: h.time('eventEndTime'),
      disableHoldingForApp: h.boolean('disableHoldingForApp', d.holding.disableHoldingForApp),
      disableHoldingForTerminal: h.boolean('disableHoldingForTerminal', d.holding.disableHoldingForTerminal),
    },
    access: {
      authRequiredPages: a.routes('authRequiredPages'),
      ticketRequiredPages: a.routes('ticketRequiredPages'),
      publicProgramme: a.boolean('publicProgramme', d.access.publicProgramme),
      disableAuthentication: a.boolean('disableAuthentication', d.access.disableAuthentication),
      disableAuthenticationForApp: a.boolean('disableAuthenticationForApp', d.access.disableAuthenticationForApp),
      disableAuthenticationForTerminal: a.boolean('disableAuthenticationForTerminal', d.access.disableAuthenticationForTerminal),
      onboardingV2: a.boolean('onboardingV2', d.access.onboardingV2),
      userFormRequired: a.boolean('userFormRequired', d.access.userFormRequired),
      previewTicketType: a.string('previewTicketType', d.access.previewTicketType),
      venueSplash: a.boolean('venueSplash', d.access.venueSplash),
      companyLoungeRedirectDisabled: a.boolean('companyLoungeRedirectDisabled', d.access.companyLoungeRedirectDisabled),
      evaluationUrlsWithoutUser: evaluationUrlsWithoutUser(config),
    },
  };
  return { settings, warnings };
}
