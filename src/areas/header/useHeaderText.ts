/** The header area's translate function: its own texts (core/headerTexts.ts) and the shared ones. */
import { HEADER_TEXTS } from '../../core/headerTexts';
import { useTexts } from '../../store/react';

export const useHeaderText = () => useTexts(HEADER_TEXTS);
