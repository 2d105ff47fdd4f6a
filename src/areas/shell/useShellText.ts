/** The shell's translate function: its own texts (core/shellTexts.ts) and the shared ones. */
import { SHELL_TEXTS } from '../../core/shellTexts';
import { useTexts } from '../../store/react';

export const useShellText = () => useTexts(SHELL_TEXTS);
