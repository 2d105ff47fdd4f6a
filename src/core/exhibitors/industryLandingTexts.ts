/**
 * Texts of the industry landing page's header (IndustryLandingModel, docs/rules/content-areas.md section 7): the
 * heading and introduction come from the model itself; this names the sponsor tiers' block.
 * Loaded with the page's landing header only.
 */
export const INDUSTRY_LANDING_TEXTS = {
  'industryLanding.sponsors': 'Our sponsors',
} as const;
