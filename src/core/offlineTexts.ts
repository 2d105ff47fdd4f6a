/**
 * English defaults of the offline area's texts: the offline banner, the online notice
 * (docs/rules/shell-access-identity.md section 8), the cache toast and the offline save notice (section 4; their
 * words are ours).
 */
export const OFFLINE_TEXTS = {
  'offline.offline': 'Please note that some features and functions are currently not supported in offline mode.',
  'offline.online': 'You are online.',
  'offline.closesIn': 'This message closes in {seconds} s.',
  'offline.close': 'Close',
  'offline.cacheDownloading': 'Downloading a new version of the platform…',
  'offline.cacheCached': 'The new version is cached and ready.',
  'offline.refresh': 'Refresh',
  // What did not fit the storage for offline use (core/offlineCache.ts); the parts are joined as a list.
  'offline.savedPartly': 'Saved for offline: {saved}; {missing} did not fit.',
  'offline.savedNothing': 'Not saved for offline, as the storage is full: {missing}.',
  'offline.part.event': 'the congress pages',
  'offline.part.sessions': 'sessions',
  'offline.part.personal': 'your programme',
  'offline.part.presentations': 'presentations',
  'offline.part.speakers': 'speakers',
  'offline.part.exhibition': 'the exhibition',
} as const;
