/**
 * The switch between the sessions list and the timetable grid: one link per layout to the same search with
 * its layout in the address (core/programme/sessionLayout.ts), so a layout can be linked to and Back returns
 * to the other. The layout shown is marked as current.
 *
 * Texts: programme.layout, programme.layout.list, programme.layout.grid. Theme tokens: --vmx-space,
 * --vmx-radius, --vmx-color-control-border, --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus.
 * Part: layout-switch.
 */
import { LAYOUT_QUERY, type SessionLayout } from '../../../../core/programme/sessionLayout';
import { PROGRAMME_LAYOUT_TEXTS } from '../../../../core/programme/layoutTexts';
import type { RouteName } from '../../../../core/routes';
import { useTexts } from '../../../../store/react';
import { useRouteHref } from '../../../../ui/platformLinks';
import { Switch } from './LayoutSwitch.styles';

export interface LayoutSwitchProps {
  layout: SessionLayout;
  /** The search's route and its query as the search state writes it. */
  routeName: RouteName;
  query: Readonly<Record<string, string>>;
}

const LAYOUTS: readonly SessionLayout[] = ['list', 'grid'];

/** Small pictures of a list (lines) and of a grid (columns of blocks). */
const ICONS: Record<SessionLayout, string> = {
  list: 'M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z',
  grid: 'M3 3h5v8H3zm6.5 0h5v5h-5zm6.5 0h5v11h-5zM3 12.5h5V21H3zm6.5-3h5V21h-5zM16 15.5h5V21h-5z',
};

export function LayoutSwitch({ layout, routeName, query }: LayoutSwitchProps) {
  const t = useTexts(PROGRAMME_LAYOUT_TEXTS);
  const href = useRouteHref();
  return (
    <Switch part="layout-switch" role="group" aria-label={t('programme.layout')}>
      {LAYOUTS.map((option) => (
        <a
          key={option}
          href={href(routeName, {}, { ...query, [LAYOUT_QUERY]: option })}
          aria-current={option === layout ? 'true' : undefined}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICONS[option]} fill="currentColor" />
          </svg>
          {t(`programme.layout.${option}`)}
        </a>
      ))}
    </Switch>
  );
}
