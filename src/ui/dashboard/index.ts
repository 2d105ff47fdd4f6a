/** The dashboards' shared pieces (issue 23): the chart (uPlot, on demand), the table beside it, controls, formats. */
export { TimeChart } from './TimeChart';
export { DataTable } from './DataTable';
export { AdsTable, type DashboardTranslate } from './AdsTable';
export { DashboardControls, type DayRange } from './DashboardControls';
export { useDashboardFormat, type DashboardFormat } from './format';
