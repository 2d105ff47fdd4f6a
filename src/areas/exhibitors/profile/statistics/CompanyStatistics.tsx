/**
 * The company's statistics in its lounge, for its own staff (issue 23; GET /api/Analytics/Dashboard/Company): the
 * range (the congress's days), totals, charts by day (or by hour for one day) of profile views and visitors, of tabs,
 * downloads and webcasts, and of ads, chats and leads, each with its table; by country, by tab, by file, product
 * ratings, its advertisements and the symposium leads (the only people named: they asked to be contacted); and the
 * CSV download. Loaded on demand (LoungeStatistics), so uPlot and this code come only to staff who open the lounge.
 *
 * Texts: dashboard.* (DASHBOARD_TEXTS). Theme tokens: those of ui/dashboard and ui/form.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { getCompanyDashboard, getCompanyDashboardCsv } from '../../../../api/analyticsDashboard';
import type { CompanyDashboard, CompanyDashboardBucket } from '../../../../contracts';
import { DASHBOARD_TEXTS } from '../../../../core/dashboards/texts';
import { scopeKey } from '../../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../../store/react';
import { AsyncView } from '../../../../ui/AsyncView';
import {
  AdsTable,
  DashboardControls,
  DataTable,
  TimeChart,
  useDashboardFormat,
  type DashboardFormat,
  type DashboardTranslate,
  type DayRange,
} from '../../../../ui/dashboard';
import { MutedText } from '../../../../ui/styles/page';

type Metric = keyof Omit<CompanyDashboardBucket, 'Bucket'>;

const METRIC_TEXT: Record<Metric, keyof typeof DASHBOARD_TEXTS> = {
  ProfileViews: 'dashboard.metric.profileViews',
  UniqueVisitors: 'dashboard.metric.uniqueVisitors',
  TabViews: 'dashboard.metric.tabViews',
  FileDownloads: 'dashboard.metric.fileDownloads',
  WebcastPlays: 'dashboard.metric.webcastPlays',
  WatchSeconds: 'dashboard.metric.watchMinutes',
  AdImpressions: 'dashboard.metric.adImpressions',
  AdClicks: 'dashboard.metric.adClicks',
  ChatConversations: 'dashboard.metric.chats',
  Leads: 'dashboard.metric.leads',
};

/** The charts, each with the figures it draws (the table beside it has the same). */
const CHARTS: readonly { caption: keyof typeof DASHBOARD_TEXTS; metrics: readonly Metric[] }[] = [
  { caption: 'dashboard.caption.visits', metrics: ['ProfileViews', 'UniqueVisitors'] },
  { caption: 'dashboard.caption.engagement', metrics: ['TabViews', 'FileDownloads', 'WebcastPlays'] },
  { caption: 'dashboard.caption.contacts', metrics: ['AdClicks', 'ChatConversations', 'Leads'] },
];

/** Watch time is kept in seconds and shown in minutes. */
const shown = (metric: Metric, value: number) => (metric === 'WatchSeconds' ? Math.round(value / 60) : value);

export default function CompanyStatistics({ companyAccountId, eventId }: { companyAccountId: string; eventId: number }) {
  const t = useTexts(DASHBOARD_TEXTS);
  const context = useEventContext();
  const headingId = useId();
  const [range, setRange] = useState<DayRange>({});
  const query = useQuery({
    queryKey: [...scopeKey({ ...context, language: '' }), 'dashboard', 'company', eventId, companyAccountId, range] as const,
    queryFn: ({ signal }) => getCompanyDashboard(context.http, eventId, companyAccountId, range, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={headingId} data-statistics="company" part="lounge-statistics">
      <h4 id={headingId}>{t('dashboard.company.title')}</h4>
      <MutedText>{t('dashboard.company.intro')}</MutedText>
      <DashboardControls
        range={range}
        onRange={setRange}
        download={() => getCompanyDashboardCsv(context.http, eventId, companyAccountId, range)}
        fileName={`statistics-${companyAccountId}${range.from ? `-${range.from.slice(0, 10)}` : ''}.csv`}
      />
      <AsyncView query={query} texts={{ loading: t('dashboard.loading'), error: t('dashboard.error'), retry: t('dashboard.retry') }}>
        {(dashboard) => <Figures dashboard={dashboard} t={t} />}
      </AsyncView>
    </section>
  );
}

function Figures({ dashboard, t }: { dashboard: CompanyDashboard; t: DashboardTranslate }) {
  const format = useDashboardFormat();
  const bucketColumn = t(dashboard.Grain === 'day' ? 'dashboard.column.day' : 'dashboard.column.hour');
  const buckets = useMemo(() => dashboard.Buckets.map((bucket) => bucket.Bucket), [dashboard]);
  const formatBucket = useMemo(() => (iso: string) => format.bucket(iso, dashboard.Grain), [format, dashboard.Grain]);
  const empty = t('dashboard.empty');
  const totals = dashboard.Totals;
  return (
    <>
      <DataTable
        caption={t('dashboard.caption.totals')}
        columns={[t('dashboard.column.metric'), t('dashboard.metric.value')]}
        empty={empty}
        rows={[
          ...(Object.keys(METRIC_TEXT) as Metric[]).map((metric) => ({
            key: metric,
            header: t(METRIC_TEXT[metric]),
            cells: [format.number(shown(metric, totals[metric]))],
          })),
          { key: 'ctr', header: t('dashboard.metric.ctr'), cells: [format.percent(totals.AdCtr)] },
          { key: 'ratings', header: t('dashboard.metric.ratings'), cells: [format.number(totals.ProductRatings)] },
        ]}
      />
      {CHARTS.map((chart) => (
        <Chart key={chart.caption}>
          <TimeChart
            buckets={buckets}
            series={chart.metrics.map((metric) => ({
              label: t(METRIC_TEXT[metric]),
              values: dashboard.Buckets.map((bucket) => shown(metric, bucket[metric])),
            }))}
            formatBucket={formatBucket}
            formatNumber={format.number}
          />
          <DataTable
            caption={t(chart.caption)}
            columns={[bucketColumn, ...chart.metrics.map((metric) => t(METRIC_TEXT[metric]))]}
            empty={empty}
            rows={dashboard.Buckets.map((bucket) => ({
              key: bucket.Bucket,
              header: formatBucket(bucket.Bucket),
              cells: chart.metrics.map((metric) => format.number(shown(metric, bucket[metric]))),
            }))}
          />
        </Chart>
      ))}
      <Breakdowns dashboard={dashboard} format={format} t={t} />
    </>
  );
}

function Breakdowns({ dashboard, format, t }: { dashboard: CompanyDashboard; format: DashboardFormat; t: DashboardTranslate }) {
  const empty = t('dashboard.empty');
  const counts = (list: CompanyDashboard['Countries'], label: (key: string) => string) =>
    list.map((row) => ({
      key: row.Key || '-',
      header: label(row.Key),
      cells: [format.number(row.Events), format.number(row.Visitors)],
    }));
  const countVisitors = [t('dashboard.metric.events'), t('dashboard.metric.visitors')];
  return (
    <>
      <DataTable
        caption={t('dashboard.caption.countries')}
        columns={[t('dashboard.column.country'), t('dashboard.metric.profileViews'), t('dashboard.metric.uniqueVisitors')]}
        empty={empty}
        rows={counts(dashboard.Countries, (code) => format.country(code, t('dashboard.unknown')))}
      />
      <DataTable
        caption={t('dashboard.caption.tabs')}
        columns={[t('dashboard.column.tab'), ...countVisitors]}
        empty={empty}
        rows={counts(dashboard.Tabs, (key) => key)}
      />
      <DataTable
        caption={t('dashboard.caption.files')}
        columns={[t('dashboard.column.file'), ...countVisitors]}
        empty={empty}
        rows={counts(dashboard.Files, (key) => key)}
      />
      <DataTable
        caption={t('dashboard.caption.products')}
        columns={[t('dashboard.column.product'), t('dashboard.metric.ratings'), t('dashboard.metric.average')]}
        empty={empty}
        rows={dashboard.Products.map((product) => ({
          key: String(product.ProductId),
          header: product.Name,
          cells: [format.number(product.Ratings), product.Average === null ? '–' : format.number(product.Average)],
        }))}
      />
      <AdsTable ads={dashboard.Ads} t={t} format={format} />
      <DataTable
        caption={t('dashboard.caption.leads')}
        columns={[t('dashboard.column.name'), t('dashboard.column.request'), t('dashboard.column.symposium'), t('dashboard.column.date')]}
        empty={empty}
        rows={dashboard.Leads.map((lead, index) => ({
          key: `${index}`,
          header: lead.Name,
          cells: [
            t(lead.Kind === 'callback' ? 'dashboard.lead.callback' : 'dashboard.lead.info'),
            lead.SessionName,
            format.instant(lead.At),
          ],
        }))}
      />
    </>
  );
}

const Chart = styled.div`
  margin-block-start: calc(var(--vmx-space) * 2);
`;
