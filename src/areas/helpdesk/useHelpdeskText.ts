/** The helpdesk area's translate function: its own texts (core/helpdesk/texts.ts) and the shared ones. */
import { HELPDESK_TEXTS } from '../../core/helpdesk/texts';
import { useTexts } from '../../store/react';

export const useHelpdeskText = () => useTexts(HELPDESK_TEXTS);
