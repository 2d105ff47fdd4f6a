/**
 * The industry landing page's model (GET /api/modules/IndustryLandingModel, docs/rules/content-areas.md section 7):
 * a module of its own, imported only by the page's lazy landing header (areas/exhibitors/landing), so that no
 * element's first download carries it.
 */
import { queryOptions } from '@tanstack/react-query';
import { getIndustryLandingModel } from '../../api/core';
import { scopeKey, type QueryScope } from './keys';

export const industryLandingQueries = {
  /** The heading, introduction, sponsors by tier and exhibitor count, in the scope's language. */
  model: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'industry-landing-model'] as const,
      queryFn: ({ signal }) => getIndustryLandingModel(scope.http, { event: scope.event, language: scope.language }, signal),
    }),
};
