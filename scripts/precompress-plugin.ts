// A Vite build plugin: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset, at
// the highest levels, once at build time. The server sends them as they are (@fastify/static
// `preCompressed`), so phones download a quarter of the bytes and no request pays to compress.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its extra header costs.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'freight:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressFile(join(outDir, file))));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
