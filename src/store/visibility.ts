/**
 * Component visibility (the ComponentVisibility resource set): a component is shown unless its rule
 * hides it or its time window is closed; super users see everything (docs/rules/content-areas.md section 4,
 * component time window). Only the components that have a rule (core/visibility VISIBILITY_COMPONENTS) read
 * the set, so elements without one carry none of this.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RESOURCE_SETS } from '../contracts';
import { isComponentShown, parseVisibility, type VisibilityComponent } from '../core/visibility';
import { useNow } from './useNow';
import { coreQueries } from './queries/core';
import { queryScope } from './queries/keys';
import { useEventContext, useEventState } from './react';

/** Ours: how often a shown component re-checks its time window. */
const VISIBILITY_CHECK_MS = 30_000;

/** Whether the component shows now (false while its rules load, so that a hidden one never flashes). */
export function useComponentVisible(component: VisibilityComponent): boolean {
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage);
  const superUser = useEventState((state) => state.superUser);
  const now = useNow(VISIBILITY_CHECK_MS);
  const resources = useQuery({
    ...coreQueries.resources(queryScope(context, language ?? ''), RESOURCE_SETS.visibility),
    enabled: language !== null,
  });
  const rules = useMemo(() => {
    const parsed = parseVisibility(resources.data ?? []);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.visibility;
  }, [resources.data]);
  // Not before the rules are read, so a hidden component never flashes; a set that cannot be read hides nothing.
  if (resources.isPending) return false;
  return isComponentShown(rules, component, now, superUser);
}
