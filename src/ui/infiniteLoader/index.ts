/** The shared infinite loader: import it from here. */
export { InfiniteLoader, type LoadResult } from './InfiniteLoader';
