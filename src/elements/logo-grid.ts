/**
 * <vmx-logo-grid>: partner logos by tier. Attributes: instance, event, language, api-base, and
 * platform-url (where company profile links go; default the api-base).
 */
import { LogoGrid } from '../areas/logo-grid';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-logo-grid',
  kind: 'event',
  component: LogoGrid,
  attributes: { platformUrl: 'string' },
});
