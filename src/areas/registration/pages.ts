/**
 * The registration pages by route (docs/rules/shell-access-identity.md section 2: /{i}/{e}/{l}/registration/{subApplicationRoute?}
 * and /{i}/{e}/{l}/registrationLanding). The code of each loads on demand.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../core/routes';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

const RegistrationPage = lazyComponent<PageProps>(() =>
  import('./RegistrationPage').then((module) => ({ default: module.RegistrationPage })),
);
const RegistrationLandingPage = lazyComponent<PageProps>(() =>
  import('./RegistrationLandingPage').then((module) => ({ default: module.RegistrationLandingPage })),
);

export const REGISTRATION_PAGES = {
  RegistrationPage,
  RegistrationLandingPage,
} as const satisfies Partial<Record<RouteName, ComponentType<PageProps>>>;
