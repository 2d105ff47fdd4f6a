/**
 * The stored sUser flag, read by every event context when it is made (eventContext.ts) and by <vmx-app>'s
 * super-user mode (superUser.ts).
 */
import { SUPER_USER_FLAG } from '../core/access/superUserFlag';

/** The stored sUser flag ('true', 'false' or none). */
export function storedSuperUserFlag(): string | null {
  try {
    return localStorage.getItem(SUPER_USER_FLAG);
  } catch {
    return null;
  }
}
