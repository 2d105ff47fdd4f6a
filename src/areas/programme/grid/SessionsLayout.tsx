/**
 * What the search view needs of the timetable before its first rows: which layout the sessions are shown in
 * (core/programme/sessionLayout.ts: the address's, else by the view's own width), and the switch and the
 * grid as parts whose code loads on demand. The grid's code is not part of <vmx-programme>'s first download
 * (ARCHITECTURE.md, Budgets); it starts loading as soon as the grid is the layout, while the rows load, and
 * the whole list waits for it (`ready`): parsing a megabyte of sessions would hold up the code that paints
 * the first cells.
 *
 * Texts: none here (the parts'). Theme tokens: none.
 */
import { useCallback, useState } from 'react';
import { sessionLayout, type SessionLayout } from '../../../core/programme/sessionLayout';
import { lazyComponent } from '../../../ui/lazyPage';
import type { LayoutSwitchProps } from './LayoutSwitch/LayoutSwitch';
import type { TimetableProps } from './Timetable/Timetable';

let timetableCode: Promise<typeof import('./Timetable/Timetable')> | null = null;
/** Settled: loaded, or failed (the grid's place then says so). */
let timetableSettled = false;
const loadTimetable = () => (timetableCode ??= import('./Timetable/Timetable').finally(() => (timetableSettled = true)));

/** The timetable grid with its day tabs (Timetable/Timetable.tsx), loaded on demand. */
export const Timetable = lazyComponent<TimetableProps>(() => loadTimetable().then((module) => ({ default: module.Timetable })));

/** The list-or-grid switch (LayoutSwitch/LayoutSwitch.tsx), loaded on demand; nothing shows until it is in. */
export const LayoutSwitch = lazyComponent<LayoutSwitchProps>(
  () => import('./LayoutSwitch/LayoutSwitch').then((module) => ({ default: module.LayoutSwitch })),
  // Its code comes with the first screen's: shown with the rows, not after them.
  { quiet: true, preload: true },
);

/**
 * The layout of the sessions view, and the ref that measures the view once it is in the page: null until then
 * (the layout is known before the first paint), unless the address names a layout. Ours: measured once, so
 * that the layout does not change under the reader when the window does; the switch changes it.
 */
export function useSessionsLayout(query: Readonly<Record<string, string>>): {
  layout: SessionLayout | null;
  measure: (node: HTMLElement | null) => void;
  /** The layout can show the first rows: the list at once, the grid once its code is in (or failed). */
  ready: boolean;
} {
  const [width, setWidth] = useState<number | null>(null);
  const [, settle] = useState(false);
  const measure = useCallback((node: HTMLElement | null) => node && setWidth(node.offsetWidth), []);
  const layout = sessionLayout(query, width);
  const settled = () => settle(true);
  // Started in render, the earliest moment; a failed load shows in the grid's place (lazyComponent).
  if (layout === 'grid' && !timetableSettled) loadTimetable().then(settled, settled);
  return { layout, measure, ready: layout === 'list' || timetableSettled };
}
