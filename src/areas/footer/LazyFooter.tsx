/**
 * The footer's slot component: applies core/chrome's footer rule (noheader, query or remembered); the
 * footer itself loads on demand, after the page's first render.
 */
import { chromeFlags, footerShows, IS_APP_FLAG } from '../../core/chrome';
import { storedNoheader } from '../../store/noheader';
import { isFlagOn } from '../../core/flags';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

// Its code may fail to load (offline, a new deployment): the page then goes on without a footer.
const FooterBody = lazyComponent(() => import('./Footer'), { quiet: true });

function stored(flag: string): string | null {
  try {
    return localStorage.getItem(flag);
  } catch {
    return null;
  }
}

export function Footer(props: PageProps) {
  const chromeAllows = footerShows(chromeFlags(props.route.query, storedNoheader()));
  if (!chromeAllows) return null;
  return <FooterBody {...props} chromeAllows={chromeAllows} storedApp={isFlagOn(stored(IS_APP_FLAG))} />;
}
