/**
 * The demo's CME attendance (issue 23; src/core/attendance/cme.ts): ehc2026 records attendance under the app config
 * key `cme` (a session counts from 75 % watched, one credit hour per hour) and my area has its "Attendance (CME)"
 * box right after the documents, where its certificates appear. The other events have neither.
 */
import type { DashboardModuleTable } from '../schema';
import type { EventSeed, SeedLanguage } from './catalogue';

const ACCREDITATION: Record<SeedLanguage, string> = {
  'en-GB':
    'EHC 2026 – European Health Congress is accredited by the European Accreditation Council for Continuing Medical Education (EACCME) with up to 18 European CME credits (ECMEC).',
  'de-DE':
    'Der EHC 2026 – European Health Congress ist vom European Accreditation Council for Continuing Medical Education (EACCME) mit bis zu 18 europäischen CME-Punkten (ECMEC) anerkannt.',
};

export function cmeAppConfig(event: EventSeed, language: SeedLanguage) {
  if (event.row.short !== 'ehc2026') return {};
  return { cme: { active: true, minimumSharePercent: 75, creditHoursPerHour: 1, accreditationText: ACCREDITATION[language] } };
}

const BOX: Record<SeedLanguage, { title: string; button: string; description: string }> = {
  'en-GB': {
    title: 'Attendance (CME)',
    button: 'Show my attendance',
    description: 'The sessions you watched, live and on demand, your credit hours and your certificate of attendance.',
  },
  'de-DE': {
    title: 'Teilnahme (CME)',
    button: 'Meine Teilnahme anzeigen',
    description: 'Die Sitzungen, die Sie live und auf Abruf gesehen haben, Ihre Fortbildungsstunden und Ihre Teilnahmebescheinigung.',
  },
};

/** The dashboard's boxes with the attendance box after the documents (ehc2026 only; positions renumbered). */
export function withAttendanceBox(event: EventSeed, rows: DashboardModuleTable[]): DashboardModuleTable[] {
  if (event.row.short !== 'ehc2026') return rows;
  const out: DashboardModuleTable[] = [];
  for (const row of rows) {
    out.push(row);
    const box = BOX[row.language as SeedLanguage];
    if (row.module === 'documents' && box) {
      out.push({ ...row, module: 'attendance', title: box.title, button_text: box.button, description: box.description });
    }
  }
  const positions = new Map<string, number>();
  return out.map((row) => {
    const position = (positions.get(row.language) ?? 0) + 1;
    positions.set(row.language, position);
    return { ...row, position };
  });
}
