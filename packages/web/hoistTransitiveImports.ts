/**
 * Build step: every chunk the app loads with `import()` (a route's module, a page query's
 * document, code a page loads on first use) names every chunk it needs as an import of its own,
 * not only the chunks it imports directly. The browser then requests them all as soon as it has
 * parsed that chunk, instead of discovering them level by level (decision 038). This is what
 * Rollup's `output.hoistTransitiveImports` does; Rolldown has not implemented it yet.
 *
 * It replaces the `<link rel=modulepreload>` elements Vite's loader would insert for each of
 * these chunks (`build.modulePreload` in vite.config.ts keeps only the entry's links, which are in
 * index.html): inserting some twenty of them was one of the longest tasks of an account page's
 * start-up on a phone.
 *
 * The added imports are bare (`import"./x.js";`) and come after the chunk's code: a module's
 * imports are requested when it is parsed wherever they stand, and they are evaluated after the
 * chunk's own imports, which have evaluated them already, so the order in which modules run does
 * not change. Chunks of the entry's graph are left out: they are loaded before any `import()`
 * runs. Being last, the line leaves the source map's positions as they are.
 */
import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './chunkGraph.ts';

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'mein-konto-hoist-transitive-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const staticGraph = (roots: Iterable<string>) =>
          staticClosure(roots, (fileName) => chunks.get(fileName)?.imports);
        const loadedFirst = staticGraph(
          [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );

        for (const chunk of chunks.values()) {
          if (!chunk.isDynamicEntry || loadedFirst.has(chunk.fileName)) continue;
          const direct = new Set(chunk.imports);
          const hoisted = [...staticGraph(chunk.imports)].filter(
            (fileName) => !direct.has(fileName) && !loadedFirst.has(fileName),
          );
          if (hoisted.length === 0) continue;
          const from = posix.dirname(chunk.fileName);
          const line = hoisted.map((fileName) => `import"./${posix.relative(from, fileName)}";`).join('');
          // Before a trailing source map comment, which must stay the last line.
          const comment = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
          chunk.code =
            comment === -1
              ? `${chunk.code}\n${line}\n`
              : `${chunk.code.slice(0, comment)}\n${line}${chunk.code.slice(comment)}`;
        }
      },
    },
  };
}
