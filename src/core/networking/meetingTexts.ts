/**
 * English defaults of meetings proposed in a conversation (areas/networking/meetings; contracts/messaging.ts,
 * "Meetings"): the conversation's meetings and its "Propose a meeting" dialog, one meeting with what the reader may do
 * with it, and the meeting hub's "Your meetings" with its own "Propose a meeting" (the dialog then asks whom to meet:
 * an exhibitor or a contact). All ours: the rules name the meeting hub (docs/rules/content-areas.md
 * section 2) but give no text. A set of its own beside messagingTexts.ts, read through the same hook (useMessagingText).
 */
export const MEETING_TEXTS = {
  // A conversation's meetings.
  'meeting.heading': 'Meetings',
  'meeting.propose': 'Propose a meeting',

  // The dialog.
  'meeting.dialog.title': 'Propose a meeting to {name}',
  'meeting.dialog.intro': '{name} sees your proposal in this conversation and can accept or decline it.',
  'meeting.dialog.zone': 'Date and time are in the congress’s time zone: {zone}.',
  'meeting.dialog.date': 'Date',
  'meeting.dialog.time': 'Start time',
  'meeting.dialog.duration': 'Duration',
  'meeting.dialog.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'meeting.dialog.note': 'A note (optional)',
  'meeting.dialog.noteHint': 'Say what you would like to talk about, or where to meet. At most {max} characters.',
  'meeting.dialog.noteTooLong': 'Your note is too long: at most {max} characters.',
  'meeting.dialog.missing': 'Choose a date and a start time.',
  'meeting.dialog.past': 'This time has already passed. Choose a time in the future.',
  'meeting.dialog.send': 'Send proposal',
  'meeting.dialog.sending': 'Sending…',
  'meeting.dialog.cancel': 'Cancel',
  'meeting.dialog.error': 'Your proposal could not be sent. Please try again.',
  'meeting.dialog.refused': '{name} does not take messages from you at the moment, so no meeting can be proposed.',
  'meeting.proposed': 'You proposed a meeting: {time}.',

  // The dialog from the meeting hub, which asks whom to meet.
  'meeting.dialog.hubTitle': 'Propose a meeting',
  'meeting.dialog.hubIntro':
    'Choose an exhibitor or one of your contacts. They see your proposal in your conversation with them and can accept or decline it.',
  'meeting.dialog.with': 'With',
  'meeting.dialog.withChoose': 'Choose whom to meet',
  'meeting.dialog.exhibitors': 'Exhibitors',
  'meeting.dialog.contacts': 'Your contacts',
  'meeting.dialog.withMissing': 'Choose whom you would like to meet.',
  'meeting.dialog.withLoading': 'Loading the exhibitors and your contacts…',
  'meeting.dialog.withFailed': 'The exhibitors or your contacts could not be loaded.',
  'meeting.dialog.withRetry': 'Load them again',
  'meeting.dialog.withNone': 'There is no one to propose a meeting to yet: no exhibitor takes messages, and you have no contacts.',

  // One meeting.
  'meeting.status.pending': 'Waiting for an answer',
  'meeting.status.accepted': 'Accepted',
  'meeting.status.declined': 'Declined',
  'meeting.status.cancelled': 'Cancelled',
  'meeting.fromYou': 'Proposed by you',
  'meeting.fromOther': 'Proposed by {name}',
  'meeting.with': 'With {name}',
  'meeting.note': 'Note',
  'meeting.over': 'This meeting is over.',
  'meeting.accept': 'Accept',
  'meeting.acceptLabel': 'Accept the meeting on {time}',
  'meeting.decline': 'Decline',
  'meeting.declineLabel': 'Decline the meeting on {time}',
  'meeting.cancel': 'Cancel meeting',
  'meeting.cancelLabel': 'Cancel meeting on {time}',
  'meeting.calendar': 'Add to calendar (.ics)',
  'meeting.calendarLabel': 'Add to calendar (.ics): the meeting on {time}',
  'meeting.downloading': 'Preparing the calendar file…',
  'meeting.failed': 'That did not work. Please try again.',
  'meeting.calendarFailed': 'The calendar file could not be downloaded. Please try again.',
  'meeting.done.accepted': 'You accepted the meeting on {time}.',
  'meeting.done.declined': 'You declined the meeting on {time}.',
  'meeting.done.cancelled': 'You cancelled the meeting on {time}.',
  'meeting.open': 'Open the conversation',
  'meeting.openLabel': 'Open the conversation with {name}',

  // The meeting hub's "Your meetings".
  'meeting.hub.heading': 'Your meetings',
  'meeting.hub.intro': 'The meetings proposed in your conversations with other participants and with companies.',
  'meeting.hub.none': 'You have no meetings yet. Propose one here or in one of your conversations.',
  'meeting.hub.inbox': 'Your conversations',
  'meeting.hub.error': 'Your meetings could not be loaded.',
  'meeting.hub.proposed': 'Your proposal was sent to {name}: {time}.',
} as const;
