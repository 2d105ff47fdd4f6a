/** The plaza area's translate function: its own texts (core/plaza/texts.ts) and the shared ones. */
import { PLAZA_TEXTS } from '../../core/plaza/texts';
import { useTexts } from '../../store/react';

export const usePlazaText = () => useTexts(PLAZA_TEXTS);
