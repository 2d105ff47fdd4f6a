/**
 * Contract of the header service (docs/rules/shell-access-identity.md sections 3 and 7). Call: src/api/header.ts;
 * the reference server answers it in server/routes/header.ts.
 */

/**
 * GET /api/Core/GetVMXHeader?shortname&language (docs/rules/shell-access-identity.md sections 3 and 7): the header
 * model (EventLogo, EventLanguages, menuItems, theme) with the header config beside it (config: banners,
 * menu, background, tileNavigation, ...). The client reads it with core/header parseHeaderModel, which
 * tolerates any shape; the server writes these fields.
 */
export interface VmxHeaderReply {
  EventLogo: string;
  EventLanguages: string[];
  menuItems: unknown[];
  theme: 'one' | 'two' | 'three';
  config: Record<string, unknown>;
}
