/** The sign-in page, coming back here afterwards (as the access-denied dialog builds it). */
import { useRouteHref } from '../../../ui/platformLinks';

export function useSignInHref(): string {
  const href = useRouteHref();
  return href('LoginPage', {}, { returnUrl: location.pathname + location.search });
}
