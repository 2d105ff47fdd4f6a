/** The sign-in page, coming back here afterwards (as the access-denied dialog builds it); in an element, the platform's. */
import { useRouteHref } from './platformLinks';

export function useSignInHref(): string {
  const href = useRouteHref();
  return href('LoginPage', {}, { returnUrl: location.pathname + location.search });
}
