/** English defaults of the home page's ways in for an industry-only event (core/industryOnly.ts, areas/home). */
export const INDUSTRY_HOME_TEXTS = {
  'home.industry.exhibition': 'Visit the exhibition',
  'home.industry.symposia': 'Industry symposia',
} as const;
