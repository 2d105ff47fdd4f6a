/**
 * <vmx-news>: the event's news, newest first, with "Show more". Attributes: instance, event, language, api-base,
 * display (all | industry), company (one company's industry news), page-size and platform-url (articles open
 * there). The documented API, attributes included (typed against it), is in catalog.ts.
 */
import { NewsElement } from '../areas/community';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-news',
  kind: 'event',
  component: NewsElement,
  attributes: { display: 'string', company: 'string', platformUrl: 'string', pageSize: 'number' },
});
