/**
 * The access part of an event's config_json (docs/rules/shell-access-identity.md sections 3, 4 and 6): access
 * policies of every Type, the app matrix switch, the holding config and the per-event access settings.
 *
 * ehc2026 is the live demo: holding off, policies that the demo accounts (seed/identity.ts) pass or fail.
 * ehc2025 is over: holding is on with its 2025 dates, so the holding page shows there.
 */
import type { AccessPolicy } from '../../../src/contracts';
import type { EventSeed, SeedLanguage } from './catalogue';
import { localDateTimeOf } from './dates';

const policy = (
  Name: string,
  Type: AccessPolicy['Type'],
  Identifier: string,
  Effect: AccessPolicy['Effect'],
  Requirements: AccessPolicy['Requirements'],
  ConditionType: AccessPolicy['ConditionType'] = 'All',
): AccessPolicy => ({ Name, Version: '1', Type, Identifier, Effect, Requirements, ConditionType });

/** The ehc2026 policies; Url identifiers carry the language of the config they are in. */
function ehc2026Policies(language: SeedLanguage, event: EventSeed): AccessPolicy[] {
  return [
    policy('Live stream for paid tickets', 'Page', 'LivePage', 'Allow', [{ PrincipalField: 'EventTicketPaid', Values: [] }]),
    policy('Opening plenary for full-congress tickets', 'Session', '10001', 'Allow', [
      { PrincipalField: 'EventTicketNameValid', Values: ['Full Congress'] },
    ]),
    policy('Healthcare professionals only', 'Session', '10002', 'Allow', [{ PrincipalField: 'Hcp', Values: ['true'] }]),
    policy('Members area', 'Url', `/demo/ehc2026/${language}/page/members`, 'Allow', [
      { PrincipalField: 'SocietyMemberType', Values: ['Full Member'] },
    ]),
    // The general assembly is the society's: its members only (AssemblyPage, server/routes/assembly.ts).
    policy('General assembly for society members', 'Page', 'AssemblyPage', 'Allow', [
      { PrincipalField: 'SocietyMemberType', Values: ['Full Member', 'Associate Member'] },
    ]),
    policy('Networking for full-congress tickets', 'Key', 'networking', 'Allow', [
      { PrincipalField: 'EventTicketNetworking', Values: ['Full Congress'] },
    ]),
    // The messages' moderators (src/contracts/messaging.ts MODERATION_POLICY_KEY): the demo's moderator@ (seed/community.ts).
    policy('Moderators of messages', 'Key', 'Moderation', 'Allow', [{ PrincipalField: 'VisitorIdIncluded', Values: ['EHC26-0203'] }]),
    policy('Industry symposia not shown in the US', 'Page', 'IndustrySymposiaPage', 'Deny', [
      { PrincipalField: 'UserCountry', Values: ['US'] },
    ]),
    // Event-timezone time (Europe/Berlin): the early-bird offer shows until the congress opens
    // (2026-06-10T09:00:00 on the fixed calendar; it moves with the congress, server/db/seed/dates.ts).
    policy('Early-bird offer until the opening', 'Key', 'earlyBird', 'Allow', [
      { PrincipalField: 'TimeAccess', Values: [localDateTimeOf(event.row.start_date, event.row.time_zone)] },
    ]),
    policy(
      'Exhibitor or day-ticket lounge',
      'Key',
      'lounge',
      'Allow',
      [
        { PrincipalField: 'EventParticipantType', Values: ['Exhibitor'] },
        { PrincipalField: 'EventTicketNamePaidAndTime', Values: ['Day Ticket'] },
      ],
      'Any',
    ),
  ];
}

export function accessConfig(event: EventSeed, language: SeedLanguage) {
  const live = event.row.short === 'ehc2026';
  return {
    accessPolicies: live ? ehc2026Policies(language, event) : [],
    useAppAccessMatrix: false,
    appAccessPolicies: [] as AccessPolicy[],
    holding: {
      isActive: !live,
      eventStartTime: event.row.start_date,
      eventEndTime: event.row.end_date,
      disableHoldingForApp: false,
      disableHoldingForTerminal: false,
    },
    access: {
      // The route guards of docs/rules/shell-access-identity.md section 6: the assembly needs a signed-in user.
      authRequiredPages: ['MyAreaPage', 'UserFormPage', 'PersonalProgramPage', 'SurveyPage', 'AssemblyPage'],
      ticketRequiredPages: ['LivePage'],
      publicProgramme: true,
      disableAuthentication: false,
      // OnboardingV2 (section 4 step 5): only onboarding@ehc2026.test has a ticket without TicketGrade.
      onboardingV2: live,
      userFormRequired: false,
      previewTicketType: 'Preview',
      companyLoungeRedirectDisabled: false,
    },
    // The healthcare-professional question before HCP-only pages (docs/rules/content-areas.md sections 3 and 4).
    hcp: { pages: live ? ['ProductsPage'] : [], showCloseButton: true, showDenyButton: true, denyAsCloseButton: false },
  };
}
