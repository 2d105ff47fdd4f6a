/**
 * <vmx-programme>: the programme (search, sessions, presentations, faculty, abstracts, posters, the
 * personal programme, detail pages), navigating inside itself. Attributes: instance, event, language,
 * api-base, view (sessions | presentations | faculty | abstracts | posters | personal | grid | list), day
 * (YYYY-MM-DD), filter (industry | industryspecial | scientificprogram), platform-url and page-size. Methods: refresh(),
 * navigate(path). Events: vmx-navigate, vmx-session-open, vmx-favourite-change. The documented API, attributes
 * included (typed against it), is in catalog.ts.
 */
import { ProgrammeElement } from '../areas/programme';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-programme',
  kind: 'event',
  component: ProgrammeElement,
  attributes: { view: 'string', day: 'string', filter: 'string', platformUrl: 'string', pageSize: 'number' },
  methods: ['navigate'],
});
