/**
 * Where <vmx-news> and <vmx-jobs> point a platform path: platform-url when given, else the api-base (the reference
 * server serves the platform there), never a path of the host site, which has no such page.
 */
import { useMemo } from 'react';
import { useEventContext } from '../../store/react';
import { platformHref } from '../../ui/platformLinks';

export function usePlatformHref(platformUrl: string | undefined): (path: string) => string {
  const { apiBase } = useEventContext();
  const base = platformUrl?.trim() || apiBase;
  return useMemo(() => (path: string) => platformHref(base, path), [base]);
}
