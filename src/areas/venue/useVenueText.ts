/** The venue area's translate function: its own texts (core/venueTexts.ts) and the shared ones. */
import { VENUE_TEXTS } from '../../core/venueTexts';
import { useTexts } from '../../store/react';

export const useVenueText = () => useTexts(VENUE_TEXTS);
