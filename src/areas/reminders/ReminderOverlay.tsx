/**
 * The rating reminder and the data-transfer modal (core/reminders/reminders.ts), an overlay of <vmx-app>'s
 * CHROME.overlays. Small on purpose (it is in every page's first download): only for a signed-in user of an
 * event that configures either does it load the rest (Reminders: the settings, the sessions to rate, the timing
 * and the dialogs), on demand.
 *
 * Texts: none here (the dialogs). Theme tokens: none.
 */
import { useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const Reminders = lazyComponent<PageProps>(() => import('./Reminders').then((module) => ({ default: module.Reminders })), { quiet: true });

export function ReminderOverlay({ route, navigate }: PageProps) {
  const configured = useEventState((state) => state.config.raw.ratingReminder != null || state.config.raw.externalDataTransfer != null);
  const signedIn = useEventState((state) => state.user !== null);
  return signedIn && configured ? <Reminders route={route} navigate={navigate} /> : null;
}
