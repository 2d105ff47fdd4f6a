/** The reminders area's public face: the overlay of the rating reminder and the data-transfer modal. */
export { ReminderOverlay } from './ReminderOverlay';
