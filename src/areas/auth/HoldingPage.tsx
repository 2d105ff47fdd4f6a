/**
 * HoldingPage (/holding/{i}/{e}/{l}): where visitors wait before the congress opens and land after it
 * has closed (docs/rules/shell-access-identity.md section 4 step 4). The opening time is the holding
 * configuration's eventStartTime (a wall-clock time in the event's zone), else the event's start; it is
 * written in the event's language and time zone.
 *
 * Texts: access.holding.before, access.holding.after.
 */
import { useMemo } from 'react';
import { parseAccessSettings, zonedInstant } from '../../core/access';
import { useEventState } from '../../store/react';
import { FormNotice } from '../../ui/form';
import { useAuthText } from './useAuthText';

export function HoldingPage() {
  const t = useAuthText();
  const details = useEventState((state) => state.details);
  const language = useEventState((state) => state.language);
  const raw = useEventState((state) => state.config.raw);
  const holding = useMemo(() => parseAccessSettings(raw).settings.holding, [raw]);
  if (!details) return null;
  const zoned = (time: string | null) => (time === null ? null : zonedInstant(time, details.TimeZone));
  const start = zoned(holding.eventStartTime) ?? Date.parse(details.StartDate);
  const end = zoned(holding.eventEndTime) ?? Date.parse(details.EndDate);
  if (Date.now() >= end) return <FormNotice tone="info">{t('access.holding.after')}</FormNotice>;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: details.TimeZone }).format(
    new Date(start),
  );
  return <FormNotice tone="info">{t('access.holding.before', { date })}</FormNotice>;
}
