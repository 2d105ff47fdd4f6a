/**
 * The evaluation area's public face:
 * - EVALUATION_PAGES: its pages by route name, for <vmx-app> (the survey page, loaded on demand);
 * - EvaluationElement: the body of <vmx-evaluation> (loaded on demand);
 * - EvaluationModule: the my-area "evaluation" module, the list without page chrome (loaded on demand).
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { EvaluationElementProps } from './EvaluationElement';
export { EVALUATION_PAGES } from './pages';
export type { EvaluationElementProps } from './EvaluationElement';

export const EvaluationElement = lazyComponent<EvaluationElementProps>(() =>
  import('./EvaluationElement').then((module) => ({ default: module.EvaluationElement })),
);

export const EvaluationModule = lazyComponent<object>(() =>
  import('./EvaluationElement').then((module) => ({ default: module.EvaluationModule })),
);
