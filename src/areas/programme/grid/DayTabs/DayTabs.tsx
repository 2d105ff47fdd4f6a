/**
 * The timetable's days as tabs: one link per day to the same search with that day in the address (the
 * search's day query, core/programme/searchView.ts), so every day has its own link; the day shown is the
 * current date. Days are written in the event language's own short form (Intl: "Wed 10 Jun", "Mi., 10. Juni").
 *
 * Texts: programme.grid.days. Theme tokens: --vmx-space, --vmx-color-control-border, --vmx-color-primary,
 * --vmx-color-on-primary, --vmx-color-focus. Part: days.
 */
import { PROGRAMME_TIMETABLE_TEXTS } from '../../../../core/programme/timetableTexts';
import type { RouteName } from '../../../../core/routes';
import { useTexts } from '../../../../store/react';
import { useRouteHref } from '../../../../ui/platformLinks';
import { dayName } from '../dayName';
import { Tabs } from './DayTabs.styles';

export interface DayTabsProps {
  days: readonly string[];
  shown: string;
  language: string;
  routeName: RouteName;
  query: Readonly<Record<string, string>>;
}

export function DayTabs({ days, shown, language, routeName, query }: DayTabsProps) {
  const t = useTexts(PROGRAMME_TIMETABLE_TEXTS);
  const href = useRouteHref();
  return (
    <Tabs part="days" aria-label={t('programme.grid.days')}>
      <ul>
        {days.map((day) => (
          <li key={day}>
            <a href={href(routeName, {}, { ...query, day })} aria-current={day === shown ? 'date' : undefined}>
              {dayName(day, language, 'short')}
            </a>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
