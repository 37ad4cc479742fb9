// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy of every text file in dist/,
// so the server sends them as they are (@fastify/static `preCompressed`) and never compresses
// a static file per request (docs/decisions/0009-light-first-screen.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside each text file of `dir`; returns how many it wrote. */
export function precompress(dir) {
  let written = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  console.log(`Precompressed ${precompress(dist)} files in ${dist} (brotli and gzip).`);
}
