/**
 * English defaults of the offline area's texts: the offline banner, the online notice
 * (docs/rules/shell-access-identity.md section 8) and the cache toast (section 4; its words are ours).
 */
export const OFFLINE_TEXTS = {
  'offline.offline': 'Please note that some features and functions are currently not supported in offline mode.',
  'offline.online': 'You are online.',
  'offline.closesIn': 'This message closes in {seconds} s.',
  'offline.close': 'Close',
  'offline.cacheDownloading': 'Downloading a new version of the platform…',
  'offline.cacheCached': 'The new version is cached and ready.',
  'offline.refresh': 'Refresh',
} as const;
