/**
 * <vmx-inbox>: the signed-in user's messages of the event, for a society's member area: the unread count, the
 * conversations, and a conversation opened in place. Attributes: instance, event, language, api-base and platform-url
 * (links to the rest of the platform go there). Its body loads on demand (areas/networking InboxElement); the documented
 * API, attributes included (typed against it), is in catalog.ts.
 */
import { InboxElement } from '../areas/networking';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-inbox',
  kind: 'event',
  component: InboxElement,
  attributes: { platformUrl: 'string' },
});
