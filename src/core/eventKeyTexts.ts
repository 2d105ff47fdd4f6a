/**
 * English defaults of what the event keys of docs/rules/shell-access-identity.md sections 3 and 7 add for a visitor
 * (core/eventKeys.ts): the external virtual meeting (ExternalVirtualMeetingUrl with GetVMToken), the EventsAir
 * registration that fills in account creation (ExternalUserData), the lounge preview (?previewLounge) and the
 * evaluation without an account (activateEvaluationUrlsWithoutUser).
 */
export const EVENT_KEY_TEXTS = {
  'virtualMeeting.join': 'Join the virtual meeting',
  'virtualMeeting.hint': 'Opens the congress meeting room in a new window; you are signed in there as yourself.',
  'virtualMeeting.preparing': 'Preparing your access…',
  'virtualMeeting.error': 'Your access to the virtual meeting could not be prepared. Please try again.',
  'externalRegistration.found':
    'We found your registration {number} ({ticket}): your details are filled in, and the ticket is linked to the account you create.',
  'externalRegistration.notFound': 'The registration link has expired or was used already: please fill in your details.',
  'lounge.preview': 'Preview of the lounge: visitors see it once the company opens it.',
  'evaluation.anonymous': 'You are evaluating without an account: your answers are saved without your name.',
} as const;
