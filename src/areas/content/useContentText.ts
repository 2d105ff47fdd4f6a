/** The content area's translate function: its own texts (core/contentTexts.ts) and the shared ones. */
import { CONTENT_TEXTS } from '../../core/contentTexts';
import { useTexts } from '../../store/react';

export const useContentText = () => useTexts(CONTENT_TEXTS);
