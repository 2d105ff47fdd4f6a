/**
 * The instance's settings (GET /api/Public/Instance: the spec's instance config), one query of the event
 * context for everything that needs them: the hubs, the sign-in providers, the survey API.
 */
import { useQuery } from '@tanstack/react-query';
import { instanceQueries } from './queries/instance';
import { useEventContext } from './react';

export function useInstanceInfo() {
  const context = useEventContext();
  return useQuery(instanceQueries.info(context));
}

/**
 * The survey API's base ("{survey api}", docs/rules/content-areas.md section 7): null while the settings load (or
 * when they cannot be read: then the survey calls wait).
 */
export function useSurveyUrl(): string | null {
  return useInstanceInfo().data?.surveyUrl ?? null;
}
