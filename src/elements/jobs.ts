/**
 * <vmx-jobs>: the event's job postings with their search and filters. Attributes: instance, event, language,
 * api-base, kind (the opening kind filter) and platform-url (postings open there). The documented API,
 * attributes included (typed against it), is in catalog.ts.
 */
import { JobsElement } from '../areas/community';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-jobs',
  kind: 'event',
  component: JobsElement,
  attributes: { kind: 'string', platformUrl: 'string' },
});
