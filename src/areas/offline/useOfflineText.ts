/** The offline area's translate function: its own texts (core/offlineTexts.ts) and the shared ones. */
import { OFFLINE_TEXTS } from '../../core/offlineTexts';
import { useTexts } from '../../store/react';

export const useOfflineText = () => useTexts(OFFLINE_TEXTS);
