/**
 * <vmx-programme> kept up to date while its page is open (issue 24): joins the notification hub's group of the event
 * and language ({signalrHub}/notificationhub; src/realtime's connectNotifications, loaded here on demand) and, when a
 * programme change is published (ProgrammeChanged), has the event context read its programme again in place
 * (store/programmeChanges.ts). Renders nothing.
 *
 * <vmx-app> hears the same message on its toasts' connection (areas/notifications), so only the element mounts this
 * (ProgrammeElement.tsx, a while after its first screen). Elements of one page share one connection (src/realtime),
 * and one version is read once however many of them hear it.
 *
 * Texts: none. Theme tokens: none. Parts: none.
 */
import { useEffect } from 'react';
import { notificationGroup } from '../../core/pushNotifications';
import { useInstanceInfo } from '../../store/instanceInfo';
import { programmeChanged } from '../../store/programmeChanges';
import { useEventContext, useEventState } from '../../store/react';

export default function ProgrammeUpdates() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const hubPath = useInstanceInfo().data?.signalrHub || null;

  useEffect(() => {
    if (eventId === null || !hubPath) return;
    let cancelled = false;
    let stop: (() => Promise<void>) | null = null;
    import('../../realtime')
      .then(({ connectNotifications }) => {
        if (cancelled) return;
        const hub = connectNotifications({
          hubBase: context.http.url(hubPath),
          groupId: notificationGroup(eventId, language),
          onProgrammeChanged: (message) => programmeChanged(context, message),
        });
        stop = () => hub.stop();
      })
      .catch((error: unknown) => console.warn('[vmx] the notification hub client could not be loaded', error));
    return () => {
      cancelled = true;
      void stop?.();
    };
  }, [eventId, hubPath, language, context]);

  return null;
}
