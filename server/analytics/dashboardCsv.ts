/**
 * The dashboards as CSV files (format=csv): the same figures as the JSON, one block per table with its own header
 * row and an empty line between blocks, as a spreadsheet opens it. Every cell goes through the programme export's
 * csvCell: company names, file names, products and leads come from people, and a formula-like cell is escaped.
 */
import type { CompanyDashboard, DashboardCount, EventDashboard } from '../../src/contracts';
import { csvCell } from '../programmeExport/templateCsv';

type Cell = string | number | null;

function csv(blocks: readonly (readonly (readonly Cell[])[])[]): string {
  const text = blocks
    .map((rows) => rows.map((row) => row.map((cell) => csvCell(cell === null ? '' : String(cell))).join(',') + '\r\n').join(''))
    .join('\r\n');
  // A byte order mark, so that spreadsheets read UTF-8 (names with umlauts).
  return '\uFEFF' + text;
}

const counts = (title: string, list: readonly DashboardCount[]): Cell[][] => [
  [title, 'Events', 'Visitors'],
  ...list.map((row) => [row.Label || row.Key, row.Events, row.Visitors]),
];

export function companyDashboardCsv(dashboard: CompanyDashboard): string {
  return csv([
    [
      ['Company', dashboard.CompanyName],
      ['From', dashboard.From],
      ['To', dashboard.To],
    ],
    [
      [
        dashboard.Grain === 'hour' ? 'Hour' : 'Day',
        'Profile views',
        'Unique visitors',
        'Tab views',
        'File downloads',
        'Webcast plays',
        'Watch time (s)',
        'Ad impressions',
        'Ad clicks',
        'Chat conversations',
        'Symposium leads',
      ],
      ...dashboard.Buckets.map((b) => [
        b.Bucket,
        b.ProfileViews,
        b.UniqueVisitors,
        b.TabViews,
        b.FileDownloads,
        b.WebcastPlays,
        b.WatchSeconds,
        b.AdImpressions,
        b.AdClicks,
        b.ChatConversations,
        b.Leads,
      ]),
    ],
    counts('Country', dashboard.Countries),
    counts('Tab', dashboard.Tabs),
    counts('File', dashboard.Files),
    [['Product', 'Ratings', 'Average'], ...dashboard.Products.map((p) => [p.Name, p.Ratings, p.Average])],
    [['Advertisement', 'Impressions', 'Clicks', 'CTR'], ...dashboard.Ads.map((a) => [a.Label, a.Impressions, a.Clicks, a.Ctr])],
    [['Lead', 'Kind', 'Symposium', 'At'], ...dashboard.Leads.map((l) => [l.Name, l.Kind, l.SessionName, l.At])],
  ]);
}

export function eventDashboardCsv(dashboard: EventDashboard): string {
  return csv([
    [
      ['From', dashboard.From],
      ['To', dashboard.To],
      ['Visitors now', dashboard.Now.Visitors],
      ['Anonymous events now', dashboard.Now.AnonymousEvents],
    ],
    [
      [dashboard.Grain === 'hour' ? 'Hour' : 'Day', 'Page views', 'Visitors'],
      ...dashboard.Buckets.map((b) => [b.Bucket, b.PageViews, b.Visitors]),
    ],
    [
      ['Room', 'Peak viewers', 'Peak at', 'Watch minutes'],
      ...dashboard.Rooms.map((r) => [r.Name, r.PeakViewers, r.PeakAt, r.WatchMinutes]),
    ],
    [
      ['Session', 'Room', 'Start', 'End', 'Live minutes', 'Live peak', 'On-demand views', 'On-demand viewers', 'On-demand minutes'],
      ...dashboard.Sessions.map((s) => [
        s.Name,
        s.RoomName,
        s.Start,
        s.End,
        s.LiveMinutes,
        s.LivePeak,
        s.OnDemandViews,
        s.OnDemandViewers,
        s.OnDemandMinutes,
      ]),
    ],
    counts('Page', dashboard.Pages),
    counts('Country', dashboard.Countries),
    counts('Device', dashboard.Devices),
    [['Advertisement', 'Impressions', 'Clicks', 'CTR'], ...dashboard.Ads.map((a) => [a.Label, a.Impressions, a.Clicks, a.Ctr])],
    [
      ['Sponsor', 'Profile views', 'Visitors', 'File downloads', 'Watch time (s)'],
      ...dashboard.Sponsors.map((s) => [s.Name, s.ProfileViews, s.Visitors, s.FileDownloads, s.WatchSeconds]),
    ],
    // The analytics users, in aggregate only ('' is "not given or in a group too small to show").
    [
      ['Tracked users', dashboard.TrackedUsers.Total],
      ['Health care professionals', dashboard.TrackedUsers.Hcp],
      ['Not health care professionals', dashboard.TrackedUsers.NotHcp],
      ['HCP not given', dashboard.TrackedUsers.HcpNotGiven],
    ],
    [['Profession', 'Tracked users'], ...dashboard.TrackedUsers.Professions.map((p) => [p.Key || 'Other or not given', p.Users])],
    [['Visitor type', 'Tracked users'], ...dashboard.TrackedUsers.VisitorTypes.map((v) => [v.Key || 'Other or not given', v.Users])],
  ]);
}
