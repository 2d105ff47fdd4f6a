/**
 * <vmx-app>'s page-open (docs/rules/shell-access-identity.md section 7: page open and leave events; ours, issue 23):
 * each page shown is opened, target `page` with the route name, or for an exhibitor's profile target `company` with
 * its company account id (the sponsor's profile views). Its page-leave, with the seconds on the page, the tracker
 * derives (store/tracker.ts): kept here to one call, as <vmx-app>'s first render carries it.
 */
import { useEffect } from 'react';
import type { Route } from '../../core/routes';
import { useEventContext } from '../../store/react';
import { track } from '../../store/track';

export function usePageTracking(route: Route): void {
  const context = useEventContext();
  const name = route.name;
  const company = route.params.companyAccountId;
  useEffect(
    () => track(context, { kind: 'page-open', page: name, targetType: company ? 'company' : 'page', targetId: company ?? name }),
    [context, name, company],
  );
}
