/**
 * The event's maintenance flag (docs/rules/shell-access-identity.md section 2, shell layout: "When the maintenance
 * flag is on, a maintenance screen replaces everything"). The spec does not name the configuration key;
 * ours is config_json maintenanceMode: true or false (also "true" / "false" as text, as configuration
 * tools tend to write). A 503 from any call switches the same screen on (section 4, 401/503 handling).
 */
import { describe } from './configGuards';

/** Ours: the config_json key of the maintenance flag. */
export const MAINTENANCE_CONFIG_KEY = 'maintenanceMode';

/** Absent or null: off, without a warning. Anything else that is not a boolean: off, with a warning. */
export function parseMaintenanceFlag(raw: Readonly<Record<string, unknown>>): { on: boolean; warnings: string[] } {
  const value = raw[MAINTENANCE_CONFIG_KEY];
  if (value === undefined || value === null) return { on: false, warnings: [] };
  if (typeof value === 'boolean') return { on: value, warnings: [] };
  if (typeof value === 'string' && ['true', 'false'].includes(value.trim().toLowerCase())) {
    return { on: value.trim().toLowerCase() === 'true', warnings: [] };
  }
  return {
    on: false,
    warnings: [`config_json: ${MAINTENANCE_CONFIG_KEY} is ${describe(value)}, not true or false; maintenance stays off`],
  };
}
