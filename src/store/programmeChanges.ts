/**
 * A programme change published while the page is open (issue 24: the notification hub's ProgrammeChanged,
 * contracts/hubs.ts, sent when POST /api/Admin/Programme/Publish has moved the programme's version). Every programme
 * read of the event context is read again, in every language: the ones on screen at once, the others when next
 * shown. The context's QueryClient is every element's of that event on the page (the app, the programme, the
 * personal programme beside it), so whichever element's hub connection heard the message, all of them show the
 * change. React Query keeps the data on screen until the new data is in, so nothing goes blank; a list the change
 * did not touch is answered 304.
 *
 * Whoever holds the notification hub calls this (areas/notifications for <vmx-app>, areas/programme for
 * <vmx-programme>); holders on one page each hear the message, and a version is read once.
 */
import type { ProgrammeChangedMessage } from '../contracts';
import type { EventContext } from './eventContext';
import { keyAfterScope } from './queries/keys';

/** The last version each context read its programme again for. */
const readFor = new WeakMap<EventContext, string>();

export function programmeChanged(context: EventContext, message: ProgrammeChangedMessage): void {
  // A message of another event (another group on the same connection), or not of this shape, changes nothing here;
  // before the event's details nothing of its programme is on screen.
  const eventId = context.store.getState().details?.Id;
  if (eventId === undefined || message?.EventId !== eventId || typeof message.Version !== 'string') return;
  if (readFor.get(context) === message.Version) return;
  readFor.set(context, message.Version);
  // Every programme read sits under [instance, event, language, 'programme'] (queries/programme.ts and the reads
  // kept beside the lists: highlighted sessions, the personal programme's selected sessions).
  void context.queryClient.invalidateQueries({ predicate: (query) => keyAfterScope(query.queryKey)[0] === 'programme' });
}
