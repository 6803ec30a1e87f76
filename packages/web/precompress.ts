/**
 * Build step: a brotli (`.br`) and a gzip (`.gz`) sibling for every file the gateway serves from
 * the build (HTML, scripts, styles, the favicon), made once at build time with the strongest
 * settings, so the gateway only picks the file the browser accepts (decision 020).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** The files below `dir` worth compressing: not the build manifest (`.vite/`), not source maps. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join(dir, '.vite')}`));
}

export function compressFiles(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mein-konto-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const count = compressFiles(outDir);
        this.info?.(`precompressed ${count} files (brotli and gzip)`);
      },
    },
  };
}
