/**
 * The meeting hub's page with the user's own meetings (another area's: elements/app.tsx gives them) above the
 * exhibitors' meetings. Its own module, so that <vmx-app> importing it takes none of the exhibitor list's code.
 */
import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '../../../../ui/lazyPage';
import type { PageProps } from '../../../../ui/page';
import type { MeetingHubPageProps } from './MeetingHubPage';

const LazyMeetingHubPage = lazyComponent<MeetingHubPageProps>(() =>
  import('./MeetingHubPage').then((module) => ({ default: module.MeetingHubPage })),
);

export function createMeetingHubPage(parts: { YourMeetings: ComponentType<PageProps> }): ComponentType<PageProps> {
  function MeetingHub(props: PageProps) {
    return createElement(LazyMeetingHubPage, { ...props, YourMeetings: parts.YourMeetings });
  }
  return MeetingHub;
}
