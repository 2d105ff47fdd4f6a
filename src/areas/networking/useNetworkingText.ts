/** The networking area's translate function: its own texts (core/networking/texts.ts) and the shared ones. */
import { NETWORKING_TEXTS } from '../../core/networking/texts';
import { useTexts } from '../../store/react';

export const useNetworkingText = () => useTexts(NETWORKING_TEXTS);
