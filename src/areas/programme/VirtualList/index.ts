export { FIRST_ROWS, VirtualList, type VirtualListProps } from './VirtualList';
