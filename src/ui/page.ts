/** What <vmx-app> gives the body of each page. */
import type { Route } from '../core/routes';

export interface Navigate {
  (to: string, options?: { replace?: boolean }): void;
}

export interface PageProps {
  route: Route;
  navigate: Navigate;
}
