/** The header's rules (docs/rules/shell-access-identity.md sections 2, 3, 4 and 9): model, menu, layout, app config keys. */
export * from './model';
export * from './menu';
export * from './layout';
export * from './appConfig';

/** Section 3, stored flags: the content mode (content) that content-mode menu items follow. */
export const CONTENT_MODE_FLAG = 'content';

/** The stored content mode, lower-cased, or null when none is set. */
export function contentMode(stored: string | null | undefined): string | null {
  const value = stored?.trim().toLowerCase();
  return value ? value : null;
}
