/** German texts of an industry-only event's home (core/industryHomeTexts.ts). */
import type { INDUSTRY_HOME_TEXTS } from '../../../../src/core/industryHomeTexts';

export const INDUSTRY_HOME_TEXTS_DE: Record<keyof typeof INDUSTRY_HOME_TEXTS, string> = {
  'home.industry.exhibition': 'Zur Ausstellung',
  'home.industry.symposia': 'Industriesymposien',
};
