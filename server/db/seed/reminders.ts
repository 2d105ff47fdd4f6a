/**
 * The demo's rating reminder and data-transfer modal (config_json keys `ratingReminder` and `externalDataTransfer`,
 * parsed by src/core/reminders/reminders.ts). ehc2026 has both on its home page, for signed-in users, after 45 s
 * there: long enough that they never stand in front of a page a visitor (or a browser test) came to use at once,
 * soon enough that a visitor looking around the demo meets them. The recipient is the demo's own partner.
 */
import type { EventSeed, SeedLanguage } from './catalogue';

/** Ours: the demo's reminder delay on the home page. */
export const DEMO_REMINDER_DELAY_SECONDS = 45;

const RECIPIENT: Record<SeedLanguage, string> = {
  'en-GB': 'EHC Society Membership Services',
  'de-DE': 'EHC Society Mitgliederservice',
};

export function remindersAppConfig(event: EventSeed, language: SeedLanguage) {
  if (event.row.short !== 'ehc2026') return {};
  return {
    ratingReminder: { active: true, pages: ['HomePage'], delaySeconds: DEMO_REMINDER_DELAY_SECONDS },
    externalDataTransfer: {
      active: true,
      recipient: RECIPIENT[language],
      privacyUrl: null,
      pages: ['HomePage'],
      delaySeconds: DEMO_REMINDER_DELAY_SECONDS,
    },
  };
}
