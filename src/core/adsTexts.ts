/** English defaults of the advertisement texts: the popup (section 4) and the banners (section 3). */
export const ADS_TEXTS = {
  'ads.title': 'Advertisement',
  'ads.close': 'Close',
  'ads.more': 'Learn more',
  'ads.banner': 'Advertisement',
} as const;
