/**
 * The password-strength check (server/identity/passwordStrength.ts) runs on the server's event loop for
 * every account, reset and transfer: its worst case is what a hostile client can make every other
 * request wait. Crafted long passwords (repeats, sequences, l33t-heavy text) of the longest length the
 * server takes.
 */
import { passwordWeakness } from '../../server/identity/passwordStrength';
import { PASSWORD_MAX_LENGTH } from '../../server/identity/constants';

/** Ours: one check may hold the event loop this long at the most. */
export const PASSWORD_BUDGETS = { worstMs: 100 };

const CRAFTED = [
  'aB3$'.repeat(PASSWORD_MAX_LENGTH / 4),
  Array.from({ length: PASSWORD_MAX_LENGTH }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join(''),
  'p4$$w0rd'.repeat(PASSWORD_MAX_LENGTH / 8),
  Array.from({ length: PASSWORD_MAX_LENGTH }, (_, i) => '!@#$%^&*()_+1l0o3e4a5s7t'[(i * 31) % 24]).join(''),
];

export async function measurePasswordCheck(): Promise<{ worstMs: number }> {
  const context = ['someone@example.org', 'Some', 'One', 'EHC 2026', 'ehc2026'];
  await passwordWeakness('warm up the dictionaries', context);
  let worstMs = 0;
  for (const password of CRAFTED) {
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      await passwordWeakness(password, context);
      worstMs = Math.max(worstMs, performance.now() - start);
    }
  }
  return { worstMs };
}
