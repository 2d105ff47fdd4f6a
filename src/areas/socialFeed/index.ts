/**
 * The social feed area's public face: SocialFeedWidget, the widget of a microblog timeline and photo posts
 * (loaded on demand), which elements/app.tsx hands to the congress home. Its code loads only while its
 * ComponentVisibility rule (socialFeed) lets it show (docs/rules/content-areas.md section 4, component time window).
 */
import { createElement } from 'react';
import { useComponentVisible } from '../../store/visibility';
import { lazyComponent } from '../../ui/lazyPage';

const LazySocialFeed = lazyComponent<object>(() => import('./SocialFeed').then((module) => ({ default: module.SocialFeed })));

export function SocialFeedWidget() {
  return useComponentVisible('socialFeed') ? createElement(LazySocialFeed) : null;
}
