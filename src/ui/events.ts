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

/** Event name -> detail type. */
export interface VmxEventMap {
  'vmx-login': VmxLoginDetail;
  'vmx-logout': VmxLogoutDetail;
  'vmx-favourite-change': VmxFavouriteChangeDetail;
  'vmx-navigate': VmxNavigateDetail;
  'vmx-session-open': VmxSessionOpenDetail;
}
