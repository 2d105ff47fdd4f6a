/**
 * The networking widget's area-of-interest popup (docs/rules/shell-access-identity.md section 4: "On the configured
 * pages an area-of-interest popup opens once"; section 3, local storage `networking-popup-loaded`).
 *
 * Ours where the spec is silent: "the configured pages" are the networking widget's pages, so the popup opens where
 * the widget is active for this user (core/widgets.ts networkingWidgetActive: a signed-in ticket holder on a
 * networking route, the widget on in the config); "once" is once per browser: the flag is written when the popup
 * opens, so closing it without saving does not bring it back. A user who has chosen areas already is not asked.
 */

/** Section 3's local-storage flag. */
export const NETWORKING_POPUP_FLAG = 'networking-popup-loaded';

export interface InterestPopupSituation {
  /** core/widgets.ts networkingWidgetActive for this page and user. */
  widgetActive: boolean;
  /** The flag's stored value (null when never written). */
  flag: string | null;
  /** How many areas of interest the user has chosen for the event; null while it is not known. */
  chosen: number | null;
}

export function interestPopupOpens({ widgetActive, flag, chosen }: InterestPopupSituation): boolean {
  return widgetActive && flag !== 'true' && chosen === 0;
}
