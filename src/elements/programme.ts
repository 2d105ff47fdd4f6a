/**
 * <vmx-programme>: the programme (search, sessions, presentations, faculty, abstracts, posters, the
 * personal programme, detail pages), navigating inside itself. Attributes: instance, event, language,
 * api-base, view (sessions | presentations | faculty | abstracts | posters | personal), day
 * (YYYY-MM-DD), filter (industry | industryspecial | scientificprogram) and platform-url.
 */
import { ProgrammeElement } from '../areas/programme';
import { defineElement } from './define';

export const VmxProgramme = defineElement({
  tag: 'vmx-programme',
  kind: 'event',
  component: ProgrammeElement,
  attributes: { view: 'string', day: 'string', filter: 'string', platformUrl: 'string' },
});
