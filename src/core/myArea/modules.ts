/**
 * My area's modules (docs/rules/content-areas.md section 2: /myarea/{i}/{e}/{l}/{module?}/{id?}; modules documents,
 * submission, evaluation, program, helpdesk, profile, groups, inbox, networking_settings; terms is ours,
 * for section 7's terms and conditions, network ours for the networking widget's page of the same name,
 * docs/rules/shell-access-identity.md section 3, moderation ours for the moderators' reports of messages, attendance
 * ours for CME attendance and its certificates, issue 23, recorded ours for what first-party tracking recorded about
 * the user, issue 23) and where each
 * dashboard box's button leads.
 */
export const MY_AREA_MODULES = [
  'documents',
  'submission',
  'evaluation',
  'program',
  'helpdesk',
  'profile',
  'groups',
  'inbox',
  'networking_settings',
  'network',
  'terms',
  'moderation',
  'attendance',
  'recorded',
] as const;

export type MyAreaModule = (typeof MY_AREA_MODULES)[number];

/** The module a path segment names (case-insensitive, as the dashboard's Module names come from the server), or null. */
export function myAreaModule(segment: string | null | undefined): MyAreaModule | null {
  if (typeof segment !== 'string') return null;
  const lower = segment.toLowerCase();
  return (MY_AREA_MODULES as readonly string[]).includes(lower) ? (lower as MyAreaModule) : null;
}

/**
 * Where a box's button goes. The profile is the profile form (UserFormPage) and the helpdesk its own
 * page; every other module, known or not, opens its page in my area (an unknown one says so there).
 */
export type BoxTarget = { route: 'UserFormPage' } | { route: 'HelpdeskPage' } | { route: 'MyAreaPage'; module: string };

export function boxTarget(module: string): BoxTarget {
  const known = myAreaModule(module);
  if (known === 'profile') return { route: 'UserFormPage' };
  if (known === 'helpdesk') return { route: 'HelpdeskPage' };
  return { route: 'MyAreaPage', module: known ?? module };
}
