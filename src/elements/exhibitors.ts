/**
 * <vmx-exhibitors>: the event's exhibitor list with search, filters and sorts. Attributes: instance,
 * event, language, api-base, include and exclude (comma-separated tags, sponsor types or company ids),
 * sort (alphabetically | ranking | booth), platform-url (company profiles open there) and page-size (cards per "show more").
 */
import { ExhibitorProfileElement, ExhibitorsElement } from '../areas/exhibitors';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-exhibitors',
  kind: 'event',
  component: ExhibitorsElement,
  attributes: { include: 'string', exclude: 'string', sort: 'string', platformUrl: 'string', pageSize: 'number' },
});

/** <vmx-exhibitor-profile>: one company's profile on a sponsor's site. Attributes: company-account-id, tab, platform-url. */
defineElement({
  tag: 'vmx-exhibitor-profile',
  kind: 'event',
  component: ExhibitorProfileElement,
  attributes: { companyAccountId: 'string', tab: 'string', platformUrl: 'string' },
});
