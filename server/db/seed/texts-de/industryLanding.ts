/** German texts of the industry landing page's header (core/exhibitors/industryLandingTexts.ts). */
import type { INDUSTRY_LANDING_TEXTS } from '../../../../src/core/exhibitors/industryLandingTexts';

export const INDUSTRY_LANDING_TEXTS_DE: Record<keyof typeof INDUSTRY_LANDING_TEXTS, string> = {
  'industryLanding.sponsors': 'Unsere Sponsoren',
};
