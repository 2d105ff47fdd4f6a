/** The event context's favourites (store/favourites.ts) for React: every element on the page sees one list. */
import { useStore } from 'zustand';
import type { FavouriteKind } from '../../core/programme/favourites';
import { favouritesOf, type FavouritesState } from '../../store/favourites';
import { useEventContext } from '../../store/react';

export function useFavourites<T>(selector: (state: FavouritesState) => T): T {
  return useStore(favouritesOf(useEventContext()), selector);
}

export function useIsFavourite(kind: FavouriteKind, id: number | string): boolean {
  return useFavourites((state) => state.isFavourite(kind, id));
}
