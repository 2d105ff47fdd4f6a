/**
 * Starts the reference server as `npm start` does (minus the build, which `npm test` ran before), on a
 * free port and with a fresh database file, and hands its address to the tests through the environment.
 */
import { startReferenceServer } from '../referenceServer';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startReferenceServer();
  process.env.VMX_BASE_URL = server.baseUrl;
  return async () => server.stop();
}
