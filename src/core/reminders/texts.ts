/** English defaults of the rating reminder and the data-transfer modal (core/reminders/reminders.ts). */
export const REMINDER_TEXTS = {
  'reminders.close': 'Close',
  'reminders.rating.title': 'How were the sessions?',
  'reminders.rating.text':
    '{count, plural, one {One session you can rate is waiting for your feedback.} other {# sessions you can rate are waiting for your feedback.}} It takes a minute and helps the speakers and the next congress.',
  'reminders.rating.more': '{count, plural, one {and one more} other {and # more}}',
  'reminders.rating.rateNow': 'Rate now',
  'reminders.rating.later': 'Remind me later',
  'reminders.dataTransfer.title': 'May we pass on your registration data?',
  'reminders.dataTransfer.text':
    '{recipient} would like to receive your name, e-mail address and organisation for this congress. We pass them on only if you agree.',
  'reminders.dataTransfer.privacy': 'How {recipient} uses your data',
  'reminders.dataTransfer.accept': 'Yes, pass my data on',
  'reminders.dataTransfer.decline': 'No, keep my data here',
} as const;
