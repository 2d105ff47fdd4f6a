/**
 * SurveyForm: a SurveyJS survey (survey-core and survey-react-ui) styled inside the element's shadow root.
 * Its code, SurveyJS included, loads on demand: only the elements that show a survey download it.
 */
import { lazyComponent } from '../lazyPage';
import type { SurveyFormProps } from './types';
export type { SurveyFormProps, SurveyLabels } from './types';

export const SurveyForm = lazyComponent<SurveyFormProps>(() => import('./SurveyForm').then((module) => ({ default: module.SurveyForm })));
