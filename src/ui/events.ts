/**
 * The documented vmx-* events (README, dist/custom-elements.json): each event's name and the type of its
 * detail. Every element dispatches them from its host element, bubbling and composed (ui/host.tsx), so a
 * listener on the document hears them. Types only: nothing here ships.
 */
import type { FavouriteKind } from '../core/programme/favourites';
import type { RouteName } from '../core/routes';

export interface VmxLoginDetail {
  /** The signed-in user's id. */
  userId: number;
  email: string;
}

/** Nothing to tell: who signed out is who signed in. */
export type VmxLogoutDetail = Record<string, never>;

export interface VmxFavouriteChangeDetail {
  /** What was starred or unstarred, named as the personal programme names its lists. */
  kind: FavouriteKind;
  id: string;
  /** true: now a favourite; false: no longer. */
  favourite: boolean;
}

export interface VmxNavigateDetail {
  /** The platform path (with query and hash) about to be shown. */
  to: string;
  /** The route that path names. */
  route: RouteName;
}

export interface VmxSessionOpenDetail {
  sessionId: string;
}

/**
 * A player reached a video progress marker (docs/rules/shell-access-identity.md section 9: every 25 percent; each
 * once per playback, core/tv/progress.ts), for the host page's or the platform's tracking.
 */
export interface VmxVideoProgressDetail {
  /** What played: a presentation's recording or a TV episode. */
  source: 'presentation' | 'tv';
  /** The presentation's or the episode's id. */
  id: string;
  /** 25, 50, 75 or 100. */
  percent: number;
}

/**
 * A menu item was clicked on the programme at a glance, a poster page or a search page
 * (docs/rules/shell-access-identity.md section 2; core/header/menuRerender.ts): what is around these pages may draw again.
 */
export interface VmxRerenderDetail {
  /** The page the click happened on. */
  route: RouteName;
  /** The menu item's address. */
  to: string;
}

/** Event name -> detail type. */
export interface VmxEventMap {
  'vmx-login': VmxLoginDetail;
  'vmx-logout': VmxLogoutDetail;
  'vmx-favourite-change': VmxFavouriteChangeDetail;
  'vmx-navigate': VmxNavigateDetail;
  'vmx-session-open': VmxSessionOpenDetail;
  'vmx-video-progress': VmxVideoProgressDetail;
  'vmx-rerender': VmxRerenderDetail;
}
