/**
 * The star that adds a session, presentation or speaker to the personal programme (docs/rules/content-areas.md
 * section 4, favourites), named for what a press does (add or remove); every star of the
 * same item on the page, in any element or tab, follows (store/favourites.ts).
 *
 * Texts: programme.star.add, programme.star.remove. Theme tokens: --vmx-color-primary,
 * --vmx-color-border, --vmx-color-focus. Part: favourite. Event: vmx-favourite-change, from the element it is in.
 */
import type { FavouriteKind } from '../../../core/programme/favourites';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { favouritesOf } from '../../../store/favourites';
import { useEventContext, useTexts } from '../../../store/react';
import { useEmit } from '../../../ui/host';
import { useIsFavourite } from '../useFavourites';
import { StarButton } from './FavouriteButton.styles';

export interface FavouriteButtonProps {
  kind: FavouriteKind;
  id: number | string;
  /** What is starred, for the button's accessible name. */
  name: string;
  /** -1 keeps it out of the tab order (a grid's roving focus decides which cell's star is reachable). */
  tabIndex?: number;
}

export function FavouriteButton({ kind, id, name, tabIndex }: FavouriteButtonProps) {
  const t = useTexts(PROGRAMME_TEXTS);
  const context = useEventContext();
  const on = useIsFavourite(kind, id);
  const emit = useEmit();
  return (
    <StarButton
      type="button"
      part="favourite"
      tabIndex={tabIndex}
      aria-label={t(on ? 'programme.star.remove' : 'programme.star.add', { name })}
      data-favourite={on ? 'on' : 'off'}
      onClick={() => {
        void favouritesOf(context).getState().setFavourite(kind, id, !on);
        emit('vmx-favourite-change', { kind, id: String(id), favourite: !on });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </StarButton>
  );
}
