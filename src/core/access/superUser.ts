/**
 * Super user rules (docs/rules/shell-access-identity.md section 6). The super-user flag itself lives in client
 * state (toggled through local storage sUser or the default preview unlock); core only says who may
 * toggle it.
 */
import { sameText } from './model';
import type { AccessTicket } from '../../contracts';

/**
 * A preview super user: a valid, paid ticket whose type is the configured preview ticket type (compared
 * trimmed and case-insensitively). No configured type: nobody.
 */
export function isPreviewSuperUser(tickets: readonly AccessTicket[], previewTicketType: string | null | undefined): boolean {
  return tickets.some((t) => t.IsValid && t.IsPayed && sameText(t.TicketTypeName, previewTicketType));
}

/** docs/rules/shell-access-identity.md section 2, admin panel: Dev build is offered unless the version is a develop build, Live build unless master. */
export function buildSwitches(version: string): { dev: boolean; live: boolean } {
  return { dev: !version.includes('develop'), live: !version.includes('master') };
}
