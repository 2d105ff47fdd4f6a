/**
 * The advertisements' table of a dashboard (issue 23): each ad's impressions, clicks and click-through rate. The
 * company's statistics and the event's dashboard show the same figures for their ads.
 *
 * Texts: dashboard.caption.ads, dashboard.column.ad, dashboard.metric.adImpressions, dashboard.metric.adClicks,
 * dashboard.metric.ctr, dashboard.empty. Theme tokens: those of DataTable.
 */
import type { CompanyDashboardAd } from '../../contracts';
import type { DASHBOARD_TEXTS } from '../../core/dashboards/texts';
import type { useTexts } from '../../store/react';
import { DataTable } from './DataTable';
import type { DashboardFormat } from './format';

/** The dashboards' texts, as useTexts(DASHBOARD_TEXTS) gives them. */
export type DashboardTranslate = ReturnType<typeof useTexts<typeof DASHBOARD_TEXTS>>;

export function AdsTable({ ads, t, format }: { ads: readonly CompanyDashboardAd[]; t: DashboardTranslate; format: DashboardFormat }) {
  return (
    <DataTable
      caption={t('dashboard.caption.ads')}
      columns={[t('dashboard.column.ad'), t('dashboard.metric.adImpressions'), t('dashboard.metric.adClicks'), t('dashboard.metric.ctr')]}
      empty={t('dashboard.empty')}
      rows={ads.map((ad) => ({
        key: String(ad.AdId),
        header: ad.Label,
        cells: [format.number(ad.Impressions), format.number(ad.Clicks), format.percent(ad.Ctr)],
      }))}
    />
  );
}
