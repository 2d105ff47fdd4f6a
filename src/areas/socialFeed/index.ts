/**
 * The social feed area's public face: SocialFeedWidget, the widget of a microblog timeline and photo posts
 * (loaded on demand), which elements/app.tsx hands to the congress home.
 */
import { lazyComponent } from '../../ui/lazyPage';

export const SocialFeedWidget = lazyComponent<object>(() => import('./SocialFeed').then((module) => ({ default: module.SocialFeed })));
