/** The sign-in page, coming back here afterwards (as the access-denied dialog builds it). */
import { useProgrammeHref } from '../ProgrammeLinks';

export function useSignInHref(): string {
  const href = useProgrammeHref();
  return href('LoginPage', {}, { returnUrl: location.pathname + location.search });
}
