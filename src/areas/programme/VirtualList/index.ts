export { FIRST_ROWS, VirtualList } from './VirtualList';
