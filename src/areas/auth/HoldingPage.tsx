/**
 * HoldingPage (/holding/{i}/{e}/{l}): where visitors wait before the congress opens and land after it
 * has closed (shell-access-identity.md section 4 step 4). The date is written in the event's language
 * and time zone.
 *
 * Texts: access.holding.before, access.holding.after.
 */
import { useEventState } from '../../store/react';
import { FormNotice } from '../../ui/form';
import { useAuthText } from './useAuthText';

export function HoldingPage() {
  const t = useAuthText();
  const details = useEventState((state) => state.details);
  const language = useEventState((state) => state.language);
  if (!details) return null;
  const ended = Date.now() >= Date.parse(details.EndDate);
  if (ended) return <FormNotice tone="info">{t('access.holding.after')}</FormNotice>;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: details.TimeZone }).format(
    new Date(details.StartDate),
  );
  return <FormNotice tone="info">{t('access.holding.before', { date })}</FormNotice>;
}
