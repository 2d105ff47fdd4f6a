/** The shared infinite loader: import it from here. */
export { InfiniteLoader, type InfiniteLoaderProps, type LoadResult } from './InfiniteLoader';
