/**
 * The dashboards area (issue 23): its public face.
 * - EventDashboardPart: the admin panel's event dashboard for super users (on demand).
 * A company's statistics live in its lounge (areas/exhibitors); both share ui/dashboard.
 */
export { EventDashboardPart } from './dashboardPart';
