/**
 * <vmx-charity-highscore>: one charity highscore on a host page. Attributes: view (projects | challenges |
 * companies | participants; anything else shows projects), project-id (only that project's points) and
 * platform-url (a link to the platform's charity page).
 */
import { CharityHighscoreElement } from '../areas/charity';
import { defineElement } from './define';

defineElement({
  tag: 'vmx-charity-highscore',
  kind: 'event',
  component: CharityHighscoreElement,
  attributes: { view: 'string', projectId: 'string', platformUrl: 'string' },
});
