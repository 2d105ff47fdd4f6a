/**
 * The healthcare-professional question (docs/rules/content-areas.md section 3, exhibitor HCP configuration:
 * showCloseButton, showDenyButton, denyAsCloseButton; section 4, HCP dialog). config_json key `hcp`
 * also names the pages whose content is for healthcare professionals only (ours).
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';

export interface HcpSettings {
  pages: string[];
  showCloseButton: boolean;
  showDenyButton: boolean;
  denyAsCloseButton: boolean;
}

/** docs/rules/shell-access-identity.md section 3: the stored acceptance or refusal of the HCP question. */
export const HCP_ANSWER_FLAG = 'hcp';

export function parseHcpSettings(root: Record<string, unknown>): { settings: HcpSettings; warnings: string[] } {
  const settings: HcpSettings = { pages: [], showCloseButton: true, showDenyButton: true, denyAsCloseButton: false };
  const warnings: string[] = [];
  const hcp = root.hcp;
  if (hcp === undefined || hcp === null) return { settings, warnings };
  if (!isRecord(hcp)) return { settings, warnings: [`${CONFIG}: hcp is ${describe(hcp)}, not an object; no HCP question`] };
  if (Array.isArray(hcp.pages)) settings.pages = hcp.pages.filter((page): page is string => typeof page === 'string');
  else if (hcp.pages !== undefined) warnings.push(`${CONFIG}: hcp.pages is ${describe(hcp.pages)}, not a list; no HCP pages`);
  for (const key of ['showCloseButton', 'showDenyButton', 'denyAsCloseButton'] as const) {
    const value = hcp[key];
    if (typeof value === 'boolean') settings[key] = value;
    else if (value !== undefined && value !== null)
      warnings.push(`${CONFIG}: hcp.${key} is ${describe(value)}, not a boolean; using ${settings[key]}`);
  }
  return { settings, warnings };
}

/**
 * Whether to ask on page: the page is HCP-only, and the visitor is not known to be a healthcare
 * professional. For a signed-in user (user is their profile) only the profile's flag counts: the server
 * hands out HCP-only content on that flag alone, so a stored answer without it would open a page whose
 * content never comes; answering saves the flag. An anonymous visitor's accepted answer, stored here, counts.
 */
export function needsHcpAnswer(
  settings: HcpSettings,
  page: string,
  user: { HealthCareProfessional: boolean | null } | null,
  storedAnswer: string | null,
): boolean {
  if (!settings.pages.includes(page)) return false;
  return user ? user.HealthCareProfessional !== true : storedAnswer !== 'accepted';
}
