/** The auth area's translate function: its own texts (core/authTexts.ts) and the shared ones. */
import { AUTH_TEXTS } from '../../core/authTexts';
import { useTexts } from '../../store/react';

export const useAuthText = () => useTexts(AUTH_TEXTS);
