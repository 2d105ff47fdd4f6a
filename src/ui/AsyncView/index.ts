/** The shared async view (loading, error with retry, stale data kept): import it from here. */
export { AsyncView, allQueries, type AsyncQuery, type AsyncViewProps } from './AsyncView';
