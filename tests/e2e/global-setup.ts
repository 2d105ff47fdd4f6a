/**
 * Starts the reference server as `npm start` does (minus the build, which `npm test` ran before), on a
 * free port and with a fresh database file, and hands its address to the tests through the environment.
 */
import { startReferenceServer } from '../referenceServer';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every test signs in from the same address, hundreds of times a run: the limits of a real attacker's
  // client (server/http/rateLimits.ts) are raised fifty-fold here. tests/security/rate-limits.test.ts
  // checks the real ones.
  const server = await startReferenceServer({ env: { VMX_RATE_LIMIT_SCALE: '50' } });
  process.env.VMX_BASE_URL = server.baseUrl;
  return async () => server.stop();
}
