/** Skeleton placeholders for content that is loading: import them from here. */
export { SkeletonCards, SkeletonRows } from './Skeleton';
