/**
 * A dashboard's controls (issue 23): the range (all days of the congress, or one of them: a UTC day, as the roll-ups'
 * days are) and the CSV download, a button that fetches the file with the user's token and hands it to the browser
 * as a download (a plain link would carry no token).
 *
 * Texts: dashboard.range, dashboard.range.all, dashboard.csv, dashboard.csvError. Theme tokens: those of ui/form.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DASHBOARD_TEXTS } from '../../core/dashboards/texts';
import { useEventState, useTexts } from '../../store/react';
import { Button, FormNotice } from '../form';
import { useDashboardFormat } from './format';
import { saveBlob } from '../saveFile';

const DAY_MS = 86_400_000;

export interface DayRange {
  from?: string;
  to?: string;
}

/** The congress's days (UTC days from its start to its end), as ranges. */
export function useCongressDays(): { value: string; label: string; range: DayRange }[] {
  const details = useEventState((state) => state.details);
  const format = useDashboardFormat();
  if (!details?.StartDate || !details.EndDate) return [];
  const first = Math.floor(Date.parse(details.StartDate) / DAY_MS) * DAY_MS;
  const last = Math.floor(Date.parse(details.EndDate) / DAY_MS) * DAY_MS;
  const days = [];
  for (let day = first; day <= last && days.length < 31; day += DAY_MS) {
    const from = new Date(day).toISOString();
    days.push({ value: from, label: format.day(from), range: { from, to: new Date(day + DAY_MS).toISOString() } });
  }
  return days;
}

export function DashboardControls({
  range,
  onRange,
  download,
  fileName,
}: {
  range: DayRange;
  onRange: (range: DayRange) => void;
  download: () => Promise<Blob>;
  fileName: string;
}) {
  const t = useTexts(DASHBOARD_TEXTS);
  const id = useId();
  const days = useCongressDays();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await download(), fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Controls>
      <label htmlFor={id}>{t('dashboard.range')}</label>
      <select
        id={id}
        value={range.from ?? ''}
        onChange={(event) => onRange(days.find((day) => day.value === event.target.value)?.range ?? {})}
      >
        <option value="">{t('dashboard.range.all')}</option>
        {days.map((day) => (
          <option key={day.value} value={day.value}>
            {day.label}
          </option>
        ))}
      </select>
      <Button type="button" onClick={() => void save()} disabled={busy} aria-busy={busy} data-csv>
        {t('dashboard.csv')}
      </Button>
      {failed && <FormNotice tone="danger">{t('dashboard.csvError')}</FormNotice>}
    </Controls>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space) calc(var(--vmx-space) * 2);
  margin-block-end: calc(var(--vmx-space) * 2);

  select {
    min-height: 2.75rem;
    padding: 0 var(--vmx-space);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    color: inherit;
    font: inherit;
  }
`;
