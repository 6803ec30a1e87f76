/**
 * Build step: the chunks whose code runs on every first load — the entry (React, the router,
 * Apollo Client) and Mantine's shared chunk of the account pages — start with the compile hint
 * `//# allFunctionsCalledOnLoad`. Chromium (from 136) then compiles all their functions while the
 * file downloads, on a background thread, instead of one by one on the main thread the first time
 * each runs, in the middle of the first render (decision 037). Other browsers ignore the comment.
 *
 * Only these chunks: compiling a route's or a dialog's code ahead costs work that may never pay
 * off; marking every chunk measured no better than marking these two. The hint must be the very
 * first line, ahead of what Vite puts at the top of the entry, so it is added last; source maps
 * move down by that line.
 */
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints({ chunkNames }: { chunkNames: readonly string[] }): Plugin {
  return {
    name: 'mein-konto-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunkNames.includes(chunk.name))) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One generated line more at the top: the source map's mappings start with an empty line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
