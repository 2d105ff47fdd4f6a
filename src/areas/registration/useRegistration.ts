/**
 * The registration pages' data: the signed-in user's tickets (the shell's BookedTickets query, shared with the
 * access flow: store/accessData.ts), the event's time zone and language, and the shop's address from the
 * configuration (core/registration).
 */
import { useMemo } from 'react';
import { parseRegistrationSettings } from '../../core/registration/registration';
import { useUserAccessData } from '../../store/accessData';
import { useEventState } from '../../store/react';

export function useRegistrationSettings() {
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const parsed = parseRegistrationSettings(raw, location.origin);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.settings;
  }, [raw]);
}

export function useTickets() {
  return useUserAccessData().tickets;
}

/** The event's time zone (UTC when it names none) and the language the page is in. */
export function useEventClock() {
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const language = useEventState((state) => state.language);
  return { timeZone, language };
}
