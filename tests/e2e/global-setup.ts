/**
 * Starts the reference server as `npm start` does (minus the build, which `npm test` ran before), on a
 * free port and with a fresh database file, and hands its address to the tests through the environment;
 * beside it, another site for the attacks of tests/security (tests/security/attackerSite.ts).
 */
import { startReferenceServer } from '../referenceServer';
import { ATTACKER_ALLOWED_ENV, ATTACKER_FOREIGN_ENV, startAttackerSite } from '../security/attackerSite';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Another site (tests/security/attackerSite.ts), on two origins: one the server lets embed the
  // platform (VMX_EMBEDDING_ORIGINS), one it does not.
  const attacker = await startAttackerSite();
  // Every test signs in from the same address, hundreds of times a run: the limits of a real attacker's
  // client (server/http/rateLimits.ts) are raised fifty-fold here. tests/security/rate-limits.test.ts
  // checks the real ones.
  const server = await startReferenceServer({ env: { VMX_RATE_LIMIT_SCALE: '50', VMX_EMBEDDING_ORIGINS: attacker.allowedOrigin } });
  process.env.VMX_BASE_URL = server.baseUrl;
  process.env[ATTACKER_ALLOWED_ENV] = attacker.allowedOrigin;
  process.env[ATTACKER_FOREIGN_ENV] = attacker.foreignOrigin;
  return async () => {
    server.stop();
    await attacker.stop();
  };
}
