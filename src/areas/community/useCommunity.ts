/**
 * What the news page and the job board read of the event: its id, the language its texts are loaded in (the
 * lists follow it), its address (for links) and its dates written the programme's way (core/programme/dateFormat:
 * programme[0].dateformat, else the language's default, in the event's time zone).
 */
import { useMemo } from 'react';
import { formatProgrammeDate, programmeDateFormat } from '../../core/programme/dateFormat';
import { profilePath } from '../../core/profileLink';
import { useEventContext, useEventState } from '../../store/react';

export function useCommunityLanguage(): string {
  return useEventState((state) => state.loadedLanguage ?? state.language);
}

export function useEventId(): number | null {
  return useEventState((state) => state.details?.Id ?? null);
}

export interface EventAddress {
  instance: string;
  event: string;
  language: string;
}

export function useEventAddress(): EventAddress {
  const context = useEventContext();
  const language = useCommunityLanguage();
  return useMemo(() => ({ instance: context.instance, event: context.event, language }), [context.instance, context.event, language]);
}

/** The exhibitor profile's address of a company. */
export function companyProfileHref(address: EventAddress, companyAccountId: string): string {
  return profilePath({ ...address, companyAccountId });
}

/** An instant as the event's date, in its language ('' when unreadable). */
export function useEventDate(): (value: string) => string {
  const language = useCommunityLanguage();
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const raw = useEventState((state) => state.config.raw);
  return useMemo(() => {
    const format = programmeDateFormat(raw, language);
    return (value: string) => formatProgrammeDate(value, format, language, timeZone) ?? '';
  }, [raw, language, timeZone]);
}
