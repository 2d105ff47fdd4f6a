/** Access control and the access flow (docs/rules/shell-access-identity.md sections 4 and 6). */
export * from './model';
export * from './zonedTime';
export * from './policies';
export * from './principal';
export * from './requirements';
export * from './decide';
export * from './superUser';
export * from './superUserFlag';
export * from './settings';
export * from './flow';
