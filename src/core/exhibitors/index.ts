/**
 * The exhibitor area's rules (docs/rules/content-areas.md sections 2-5 and 9): fuzzy search over names, tags and booth
 * numbers, the include/exclude and user filters, the sorts, booth numbers, the list and its address, the profile
 * entry rule and the texts.
 */
export * from './search';
export * from './filters';
export * from './sort';
export * from './booths';
export * from './results';
export * from './queryList';
export * from './profileEntry';
export * from './texts';
