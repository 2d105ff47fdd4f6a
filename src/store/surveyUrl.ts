/**
 * The survey API's base ("{survey api}", content-areas.md section 7) from the instance's settings: null
 * while they load (or when they cannot be read: then the survey calls wait).
 */
import { useQuery } from '@tanstack/react-query';
import { getInstance, instanceInfoKey } from '../api/core';
import { useEventContext } from './react';

export function useSurveyUrl(): string | null {
  const context = useEventContext();
  const query = useQuery({
    queryKey: instanceInfoKey(context.instance),
    queryFn: ({ signal }) => getInstance(context.http, context.instance, signal),
  });
  return query.data?.surveyUrl ?? null;
}
