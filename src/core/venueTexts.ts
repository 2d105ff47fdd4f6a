/** English defaults of the venue area's texts: the VenuePage, also the venue splash of section 4 step 7. */
export const VENUE_TEXTS = {
  'venue.welcome': 'Welcome to the congress. We are glad to have you with us.',
  'venue.enter': 'Enter the congress',
} as const;
