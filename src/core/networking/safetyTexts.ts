/**
 * English defaults of networking's safety (areas/networking; contracts/messaging.ts, "Safety"): blocking a person
 * (the network's cards, a conversation, the networking settings' list), reporting a message, a message a moderator
 * removed, a suspended participant, and the moderators' page of reports (my area's module moderation). All ours: the
 * rules give no text. A set of its own beside messagingTexts.ts, read through the same hook (useMessagingText).
 */
export const SAFETY_TEXTS = {
  // Blocking a person.
  'block.action': 'Block',
  'block.actionLabel': 'Block {name}',
  'block.unblock': 'Unblock',
  'block.unblockLabel': 'Unblock {name}',
  'block.title': 'Block {name}?',
  'block.explain':
    '{name} will no longer find you in the network, cannot write to you and cannot send you contact requests. You will not see them in the network either.',
  'block.notTold': '{name} is not told that you blocked them. You can unblock them at any time in your networking settings.',
  'block.confirm': 'Block',
  'block.blocking': 'Blocking…',
  'block.cancel': 'Cancel',
  'block.error': 'That did not work. Please try again.',
  'block.blocked': 'Blocked',
  'block.done': 'You blocked {name}.',
  'block.undone': 'You unblocked {name}.',
  'block.conversation': 'You blocked {name}: no messages can be sent in this conversation.',

  // The networking settings' list of blocked people.
  'blocked.heading': 'Blocked people',
  'blocked.intro': 'People you blocked cannot find you, write to you or send you contact requests. They are not told.',
  'blocked.none': 'You have not blocked anyone.',
  'blocked.since': 'Blocked on {date}',
  'blocked.error': 'The people you blocked could not be loaded.',

  // Reporting a message.
  'report.action': 'Report',
  'report.actionLabel': 'Report message from {name}',
  'report.title': 'Report a message',
  'report.intro': 'The organisers will review this message from {name}. {name} is not told who reported it.',
  'report.message': 'The message',
  'report.reason': 'What is wrong with it?',
  'report.reason.spam': 'Spam or advertising',
  'report.reason.harassment': 'Harassment or threats',
  'report.reason.inappropriate': 'Inappropriate or offensive',
  'report.reason.other': 'Something else',
  'report.reasonMissing': 'Choose what is wrong with the message.',
  'report.note': 'A note for the organisers (optional)',
  'report.noteHint': 'At most {max} characters.',
  'report.noteTooLong': 'Your note is too long: at most {max} characters.',
  'report.send': 'Send report',
  'report.sending': 'Sending…',
  'report.cancel': 'Cancel',
  'report.sent': 'Thanks — the organisers will review it.',
  'report.rateLimited': 'You have sent many reports in a short time. Please wait a few minutes and send this one again.',
  'report.offline': 'Your report could not be sent: there is no connection. Please try again when you are online.',
  'report.error': 'Your report could not be sent. Please try again.',

  // A message a moderator removed.
  'message.removed': 'This message was removed by a moderator.',

  // A participant a moderator suspended (403 networking-suspended).
  'messaging.suspended':
    'The organisers have suspended your networking at this congress: you can no longer find people, write messages or send contact requests here. If you think this is a mistake, please contact the congress team.',

  // The moderators' page (my area's module moderation).
  'moderation.link': 'Reports to review',
  'moderation.intro':
    'Messages that participants reported. Dismiss a report when nothing is wrong with the message; otherwise remove the message, or also suspend its sender from networking at this congress (a suspension can be lifted again).',
  'moderation.statuses': 'Reports by status',
  'moderation.status.open': 'To review',
  'moderation.status.dismissed': 'Dismissed',
  'moderation.status.removed': 'Message removed',
  'moderation.status.suspended': 'Sender suspended',
  'moderation.none': 'There are no reports here.',
  'moderation.error': 'The reports could not be loaded.',
  'moderation.notModerator': 'Only the event’s moderators see reports.',
  'moderation.heading': 'Message from {name}',
  'moderation.message': 'The message',
  'moderation.removedMark': 'Removed',
  'moderation.sender': 'Sender',
  'moderation.senderSuspended': '{name} (suspended)',
  'moderation.senderLifted': '{name} (suspension lifted)',
  'moderation.sentAt': 'Sent',
  'moderation.reporter': 'Reported by',
  'moderation.reportedAt': 'Reported',
  'moderation.reason': 'Reason',
  'moderation.note': 'Note',
  'moderation.status': 'Status',
  'moderation.dismiss': 'Dismiss',
  'moderation.dismissLabel': 'Dismiss the report of the message from {name}',
  'moderation.remove': 'Remove message',
  'moderation.removeLabel': 'Remove the message from {name}',
  'moderation.suspend': 'Suspend sender',
  'moderation.suspendLabel': 'Remove the message and suspend {name}',
  'moderation.removeTitle': 'Remove this message?',
  'moderation.removeExplain':
    'Its text is removed for everyone in the conversation, who then see that a moderator removed it. This cannot be undone.',
  'moderation.suspendTitle': 'Suspend {name}?',
  'moderation.suspendExplain':
    'The message is removed for everyone, and {name} can no longer find people, write messages or send contact requests at this congress. The message stays removed even if you lift the suspension later.',
  'moderation.cancel': 'Cancel',
  'moderation.working': 'Saving…',
  'moderation.failed': 'That did not work. Please try again.',
  'moderation.decided': 'Done: {status}.',
  'moderation.lift': 'Lift suspension',
  'moderation.liftLabel': 'Lift the suspension of {name}',
  'moderation.liftTitle': 'Lift the suspension of {name}?',
  'moderation.liftExplain':
    '{name} can find people, write messages and send contact requests at this congress again, at once. The report keeps its decision, and a removed message stays removed.',
  'moderation.lifted': 'Done: {name} can network again.',
  'moderation.more': 'Show more reports',
  'moderation.moreLoading': 'Loading more reports…',
  'moderation.moreError': 'More reports could not be loaded.',
  'moderation.moreShown': '{count, plural, one {# more report shown.} other {# more reports shown.}}',
  'moderation.allShown': 'These are all the reports.',
} as const;
