/**
 * A vitest environment for the element contract: happy-dom's DOM, with modules transformed as for the
 * server (Vite's ssr environment). The contract runs the reference server in process, and Vite's client
 * transform rewrites the server's `new URL('..', import.meta.url)` into a page address.
 */
import { builtinEnvironments, type Environment } from 'vitest/environments';

export default { ...builtinEnvironments['happy-dom'], name: 'happy-dom-on-server', viteEnvironment: 'ssr' } satisfies Environment;
