/**
 * HoldingPage (/holding/{i}/{e}/{l}): where visitors wait before the congress opens and land after it
 * has closed (docs/rules/shell-access-identity.md section 4 step 4). The opening time is the holding
 * configuration's eventStartTime (a wall-clock time in the event's zone), else the event's start; it is
 * written in the event's language and time zone. The page writes its own heading: "Coming soon" only while
 * the congress is still to come, "This congress has ended" after its end (core/eventPhase.ts).
 *
 * Texts: access.holding.before, access.holding.after, access.holding.title.before, access.holding.title.after.
 */
import { useMemo } from 'react';
import { parseAccessSettings, zonedInstant } from '../../core/access';
import { eventPhase, instantOf } from '../../core/eventPhase';
import { useEventState } from '../../store/react';
import { useNow } from '../../store/useNow';
import { FormNotice } from '../../ui/form';
import { useAuthText } from './useAuthText';

/** How often the page looks at the clock again, so it turns from "coming soon" to open (or ended) on screen. */
const HOLDING_CLOCK_MS = 60_000;

export function HoldingPage() {
  const t = useAuthText();
  const details = useEventState((state) => state.details);
  const language = useEventState((state) => state.language);
  const raw = useEventState((state) => state.config.raw);
  const holding = useMemo(() => parseAccessSettings(raw).settings.holding, [raw]);
  const now = useNow(HOLDING_CLOCK_MS);
  if (!details) return null;
  const zoned = (time: string | null) => (time === null ? null : zonedInstant(time, details.TimeZone));
  const start = zoned(holding.eventStartTime) ?? instantOf(details.StartDate);
  const end = zoned(holding.eventEndTime) ?? instantOf(details.EndDate);
  if (eventPhase({ start, end }, now) === 'ended') {
    return (
      <>
        <h1 data-phase="ended">{t('access.holding.title.after')}</h1>
        <FormNotice tone="info">{t('access.holding.after')}</FormNotice>
      </>
    );
  }
  const date =
    start === null
      ? ''
      : new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: details.TimeZone }).format(new Date(start));
  return (
    <>
      <h1 data-phase="upcoming">{t('access.holding.title.before')}</h1>
      <FormNotice tone="info">{t('access.holding.before', { date })}</FormNotice>
    </>
  );
}
