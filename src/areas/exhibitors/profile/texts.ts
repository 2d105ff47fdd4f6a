/** The profile's text table: the area's texts and the profile's own, so one translate function serves both. */
import { EXHIBITOR_PROFILE_TEXTS } from '../../../core/exhibitors/profileTexts';
import { EXHIBITOR_TEXTS } from '../../../core/exhibitors/texts';

export const PROFILE_TEXTS = { ...EXHIBITOR_TEXTS, ...EXHIBITOR_PROFILE_TEXTS } as const;
