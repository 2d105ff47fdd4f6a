/**
 * The event's dashboard in the admin panel, for its preview super users (issue 23; GET /api/Analytics/Dashboard/Event):
 * visitors now, page views and visitors over time (chart and table), peak concurrent viewers per live room, attendance
 * per session (live and on demand), top pages, countries, devices, advertisements and sponsors, the users tracked with
 * their user id in aggregate (HCP share, professions, visitor types; small groups folded); the range (the
 * congress's days) and the CSV download. Loaded on demand from the admin panel (dashboardPart.ts), with uPlot.
 *
 * Texts: dashboard.* (DASHBOARD_TEXTS). Theme tokens: those of ui/dashboard and ui/form.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { getEventDashboard, getEventDashboardCsv } from '../../api/analyticsDashboard';
import { DASHBOARD_MIN_GROUP, DASHBOARD_NOW_MINUTES, type DashboardCount, type EventDashboard as Dashboard } from '../../contracts';
import { DASHBOARD_TEXTS } from '../../core/dashboards/texts';
import { scopeKey } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import {
  AdsTable,
  DashboardControls,
  DataTable,
  TimeChart,
  useDashboardFormat,
  type DashboardFormat,
  type DashboardTranslate,
  type DayRange,
} from '../../ui/dashboard';

export default function EventDashboard() {
  const t = useTexts(DASHBOARD_TEXTS);
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const headingId = useId();
  const [range, setRange] = useState<DayRange>({});
  const query = useQuery({
    queryKey: [...scopeKey({ ...context, language: '' }), 'dashboard', 'event', eventId, range] as const,
    queryFn: ({ signal }) => getEventDashboard(context.http, eventId!, range, signal),
    enabled: eventId !== null,
    placeholderData: keepPreviousData,
  });
  return (
    <Section aria-labelledby={headingId} data-statistics="event">
      <h2 id={headingId}>{t('dashboard.event.title')}</h2>
      <DashboardControls
        range={range}
        onRange={setRange}
        download={() => getEventDashboardCsv(context.http, eventId!, range)}
        fileName={`statistics-${context.event}${range.from ? `-${range.from.slice(0, 10)}` : ''}.csv`}
      />
      <AsyncView query={query} texts={{ loading: t('dashboard.loading'), error: t('dashboard.error'), retry: t('dashboard.retry') }}>
        {(dashboard) => <Figures dashboard={dashboard} t={t} />}
      </AsyncView>
    </Section>
  );
}

function Figures({ dashboard, t }: { dashboard: Dashboard; t: DashboardTranslate }) {
  const format = useDashboardFormat();
  const empty = t('dashboard.empty');
  const buckets = useMemo(() => dashboard.Buckets.map((bucket) => bucket.Bucket), [dashboard]);
  const formatBucket = useMemo(() => (iso: string) => format.bucket(iso, dashboard.Grain), [format, dashboard.Grain]);
  const series = useMemo(
    () => [
      { label: t('dashboard.metric.pageViews'), values: dashboard.Buckets.map((bucket) => bucket.PageViews) },
      { label: t('dashboard.metric.visitors'), values: dashboard.Buckets.map((bucket) => bucket.Visitors) },
    ],
    [dashboard, t],
  );
  const countVisitors = [t('dashboard.metric.pageViews'), t('dashboard.metric.visitors')];
  return (
    <>
      <Now role="status" data-now>
        <strong>{t('dashboard.event.now')}</strong>{' '}
        {t('dashboard.event.nowNote', {
          visitors: format.number(dashboard.Now.Visitors),
          anonymous: format.number(dashboard.Now.AnonymousEvents),
          minutes: DASHBOARD_NOW_MINUTES,
        })}
      </Now>
      <TimeChart buckets={buckets} series={series} formatBucket={formatBucket} formatNumber={format.number} />
      <DataTable
        caption={t('dashboard.caption.visitors')}
        columns={[t(dashboard.Grain === 'day' ? 'dashboard.column.day' : 'dashboard.column.hour'), ...countVisitors]}
        empty={empty}
        rows={dashboard.Buckets.map((bucket) => ({
          key: bucket.Bucket,
          header: formatBucket(bucket.Bucket),
          cells: [format.number(bucket.PageViews), format.number(bucket.Visitors)],
        }))}
      />
      <DataTable
        caption={t('dashboard.caption.rooms')}
        columns={[
          t('dashboard.column.room'),
          t('dashboard.metric.peakViewers'),
          t('dashboard.metric.peakAt'),
          t('dashboard.metric.liveMinutes'),
        ]}
        empty={empty}
        rows={dashboard.Rooms.map((room) => ({
          key: room.RoomId,
          header: room.Name,
          cells: [format.number(room.PeakViewers), room.PeakAt ? format.instant(room.PeakAt) : '–', format.number(room.WatchMinutes)],
        }))}
      />
      <DataTable
        caption={t('dashboard.caption.sessions')}
        columns={[
          t('dashboard.column.session'),
          t('dashboard.column.room'),
          t('dashboard.column.start'),
          t('dashboard.metric.liveMinutes'),
          t('dashboard.metric.livePeak'),
          t('dashboard.metric.onDemandViews'),
          t('dashboard.metric.onDemandViewers'),
          t('dashboard.metric.onDemandMinutes'),
        ]}
        empty={empty}
        rows={dashboard.Sessions.map((session) => ({
          key: String(session.SessionId),
          header: session.Name,
          cells: [
            session.RoomName,
            format.instant(session.Start),
            format.number(session.LiveMinutes),
            format.number(session.LivePeak),
            format.number(session.OnDemandViews),
            format.number(session.OnDemandViewers),
            format.number(session.OnDemandMinutes),
          ],
        }))}
      />
      <Columns>
        <Counts
          caption={t('dashboard.caption.pages')}
          column={t('dashboard.column.page')}
          list={dashboard.Pages}
          label={(key) => key}
          t={t}
          format={format}
        />
        <Counts
          caption={t('dashboard.caption.eventCountries')}
          column={t('dashboard.column.country')}
          list={dashboard.Countries}
          label={(code) => format.country(code, t('dashboard.unknown'))}
          t={t}
          format={format}
        />
        <Counts
          caption={t('dashboard.caption.devices')}
          column={t('dashboard.column.device')}
          list={dashboard.Devices}
          label={(device) =>
            device === 'desktop' || device === 'mobile' || device === 'tablet' ? t(`dashboard.device.${device}`) : t('dashboard.unknown')
          }
          t={t}
          format={format}
        />
      </Columns>
      <AdsTable ads={dashboard.Ads} t={t} format={format} />
      <DataTable
        caption={t('dashboard.caption.sponsors')}
        columns={[
          t('dashboard.column.sponsor'),
          t('dashboard.metric.profileViews'),
          t('dashboard.metric.uniqueVisitors'),
          t('dashboard.metric.fileDownloads'),
          t('dashboard.metric.watchMinutes'),
        ]}
        empty={empty}
        rows={dashboard.Sponsors.map((sponsor) => ({
          key: sponsor.CompanyAccountId,
          header: sponsor.Name,
          cells: [
            format.number(sponsor.ProfileViews),
            format.number(sponsor.Visitors),
            format.number(sponsor.FileDownloads),
            format.number(Math.round(sponsor.WatchSeconds / 60)),
          ],
        }))}
      />
      <TrackedUsers users={dashboard.TrackedUsers} t={t} format={format} />
    </>
  );
}

/** The analytics users (advanced tracking) in aggregate: their HCP share, professions and visitor types, counts only. */
function TrackedUsers({ users, t, format }: { users: Dashboard['TrackedUsers']; t: DashboardTranslate; format: DashboardFormat }) {
  const share = (count: number) => (users.Total > 0 ? format.percent(count / users.Total) : '–');
  const group = (key: string, label: string, count: number) => ({ key, header: label, cells: [format.number(count), share(count)] });
  const shares = (list: Dashboard['TrackedUsers']['Professions']) =>
    list.map((row) => group(row.Key || '-', row.Key || t('dashboard.trackedUsers.other'), row.Users));
  const columns = (first: string) => [first, t('dashboard.metric.trackedUsers'), t('dashboard.metric.share')];
  return (
    <div data-statistics="tracked-users">
      <p>{t('dashboard.trackedUsers.note', { min: DASHBOARD_MIN_GROUP })}</p>
      <Columns>
        <DataTable
          caption={t('dashboard.caption.trackedUsers')}
          columns={columns(t('dashboard.column.group'))}
          empty={t('dashboard.empty')}
          rows={
            users.Total === 0
              ? []
              : [
                  group('all', t('dashboard.trackedUsers.all'), users.Total),
                  group('hcp', t('dashboard.trackedUsers.hcp'), users.Hcp),
                  group('not-hcp', t('dashboard.trackedUsers.notHcp'), users.NotHcp),
                  group('hcp-not-given', t('dashboard.trackedUsers.hcpNotGiven'), users.HcpNotGiven),
                ]
          }
        />
        <DataTable
          caption={t('dashboard.caption.professions')}
          columns={columns(t('dashboard.column.profession'))}
          empty={t('dashboard.empty')}
          rows={shares(users.Professions)}
        />
        <DataTable
          caption={t('dashboard.caption.visitorTypes')}
          columns={columns(t('dashboard.column.visitorType'))}
          empty={t('dashboard.empty')}
          rows={shares(users.VisitorTypes)}
        />
      </Columns>
    </div>
  );
}

function Counts({
  caption,
  column,
  list,
  label,
  t,
  format,
}: {
  caption: string;
  column: string;
  list: readonly DashboardCount[];
  label: (key: string) => string;
  t: DashboardTranslate;
  format: DashboardFormat;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[column, t('dashboard.metric.pageViews'), t('dashboard.metric.visitors')]}
      empty={t('dashboard.empty')}
      rows={list.map((row) => ({
        key: row.Key || '-',
        header: label(row.Key),
        cells: [format.number(row.Events), format.number(row.Visitors)],
      }))}
    />
  );
}

const Section = styled.section`
  margin-block-start: calc(var(--vmx-space) * 3);
  max-width: 72rem;
`;

const Now = styled.p`
  margin: 0 0 calc(var(--vmx-space) * 2);
  font-size: 1.125rem;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 0 calc(var(--vmx-space) * 3);
`;
