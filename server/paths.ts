/** Where the server finds the repository's folders, independent of the working directory. */
import { fileURLToPath } from 'node:url';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const DEFAULT_DEMO_DIR = fileURLToPath(new URL('../demo', import.meta.url));
export const DEFAULT_DATABASE_FILE = fileURLToPath(new URL('../data/vmx.sqlite', import.meta.url));
export const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));
