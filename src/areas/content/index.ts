/**
 * The content area's public face, for <vmx-app>:
 * - pages (by route name): ContentPage, ListPage, ContactPage (my area is its own area: areas/myarea).
 *   Their code loads on demand, so that the home route's first download stays small.
 * - overlays: scrolling on navigation, the back-to-top button, the splash-screen rule, the intro mobile
 *   carousel and the app-install recommendation. Small gates; the dialogs load on demand.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import type { ComponentType } from 'react';
import { AppRecommendation } from './AppRecommendation';
import { BackToTop } from './BackToTop';
import { MobileCarousel } from './MobileCarousel';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { SplashScreen } from './SplashScreen';

export const ContentPage = lazyComponent<PageProps>(() => import('./ContentPage').then((module) => ({ default: module.ContentPage })));
export const ListPage = lazyComponent<PageProps>(() => import('./ListPage').then((module) => ({ default: module.ListPage })));
export const ContactPage = lazyComponent<PageProps>(() => import('./ContactPage').then((module) => ({ default: module.ContactPage })));

/**
 * Overlays of <vmx-app> (ChromeComponents.overlays). Scrolling and the back-to-top button live here, in
 * the overlays, rather than in the shell: they act on every page, need only the route, and keep
 * the shell free of the content area's rules.
 */
export const CONTENT_OVERLAYS: ComponentType<PageProps>[] = [ScrollOnNavigate, BackToTop, SplashScreen, MobileCarousel, AppRecommendation];
