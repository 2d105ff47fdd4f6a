/**
 * The last step of `npm run build`: beside every text asset of the built folder (dist/, or VMX_DIST_DIR), a
 * brotli sibling (`.br`, quality 11) and a gzip one (`.gz`, level 9), made once here so that neither the
 * reference server (server/routes/static.ts, @fastify/static's preCompressed) nor a CDN compresses per request.
 * A sibling that would not be smaller than its file is not written: the server then sends the file itself.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth compressing: scripts, styles, data, markup and vector images (not the already compressed images or media). */
const COMPRESSIBLE = /\.(?:m?js|css|json|map|svg|html?|xml|txt|webmanifest|d\.ts)$/;

export interface PrecompressedFile {
  /** The file's path inside the folder, with forward slashes. */
  file: string;
  bytes: number;
  /** The sibling's size, or null when none was written (it would not have been smaller). */
  brotli: number | null;
  gzip: number | null;
}

function brotli(content: Buffer): Promise<Buffer> {
  return brotliAsync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Writes (or removes, when not worth it) the `.br` and `.gz` siblings of every compressible file under dir.
 * All at once: zlib works in libuv's thread pool, so the files are compressed side by side.
 */
export function precompressFolder(dir: string): Promise<PrecompressedFile[]> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const content = await readFile(path);
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotli(content).then((compressed) => writeIfSmaller(`${path}.br`, compressed, content.length)),
        gzipAsync(content, { level: 9 }).then((compressed) => writeIfSmaller(`${path}.gz`, compressed, content.length)),
      ]);
      return { file, bytes: content.length, brotli: brotliBytes, gzip: gzipBytes };
    }),
  );
}

async function writeIfSmaller(path: string, compressed: Buffer, originalBytes: number): Promise<number | null> {
  if (compressed.length < originalBytes) {
    await writeFile(path, compressed);
    return compressed.length;
  }
  // A sibling left from an earlier build would be served in place of the new file.
  await rm(path, { force: true });
  return null;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => {
    const file = prefix ? `${prefix}/${name}` : name;
    return statSync(join(dir, file)).isDirectory() ? filesUnder(dir, file) : [file];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The same folder vite.config.ts builds into.
  const dir = resolve(process.env.VMX_DIST_DIR || 'dist');
  const files = await precompressFolder(dir);
  const total = (pick: (file: PrecompressedFile) => number) => files.reduce((sum, file) => sum + pick(file), 0);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${files.length} files in ${dir}: ${kB(total((f) => f.bytes))} → ${kB(total((f) => f.brotli ?? f.bytes))} brotli, ${kB(total((f) => f.gzip ?? f.bytes))} gzip`,
  );
}
