import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appShell } from './appShell.ts';
import { compileHints } from './compileHints.ts';
import { firstLoadChunks } from './firstLoadChunks.ts';
import { appView, firstRoundTrip } from './firstRoundTrip.ts';
import { hoistTransitiveImports } from './hoistTransitiveImports.ts';
import { installableApp } from './installableApp.ts';
import { mantineThemeCss } from './mantineThemeCss.ts';
import { precompress } from './precompress.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
const base = '/dpl/av/';
const MANTINE_SHARED =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Alert|Anchor|Badge|Box|CloseButton|Group|Loader|Paper|Stack|Text|Title|UnstyledButton|VisuallyHidden))[\\/]/;
/** What Mantine's shared part imports and every page with it loads too (decision 036). */
const MANTINE_SHARED_IMPORTS =
  /node_modules[\\/](@mantine[\\/]hooks[\\/]esm[\\/](use-id|utils[\\/]random-id|use-isomorphic-effect|use-media-query|use-did-update|use-reduced-motion)[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Transition[\\/]|clsx[\\/])/;

/** The chunk of Mantine's core and the components every account page shows (codeSplitting below). */
const MANTINE_CHUNK = 'mantine';
const inMantineChunk = (id: string) => MANTINE_SHARED.test(id) || MANTINE_SHARED_IMPORTS.test(id);

/**
 * react-router's package exports only its development build, in which warnings and invariant
 * checks run on every match (remix-run/react-router#14102); a production build takes the
 * package's own production build from beside it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => {
  // The route table and the page queries, evaluated once per build for the two plugins that read them.
  const app = appView();
  const firstLoad = firstLoadChunks({ app, takenElsewhere: inMantineChunk });
  return {
    base,
    // The deployment's runtime config (served by the gateway at /dpl/av/runtime-config.js) before the app module.
    plugins: [
      react(),
      mantineThemeCss(),
      appShell({ runtimeConfigSrc: `${base}runtime-config.js` }),
      // index.html's bootstrap: the opened route's chunks and queries asked for by the HTML (decision 042).
      firstRoundTrip({
        app,
        manifest: fileURLToPath(new URL('../gateway/trusted-documents/web.json', import.meta.url)),
        assetBase: base,
      }),
      firstLoad.plugin,
      compileHints({ chunkNames: [MANTINE_CHUNK] }),
      hoistTransitiveImports(),
      // The service worker and the web app manifest (decision 052), before precompress: sw.js compressed too.
      installableApp({ base }),
      precompress(),
    ],
    // rxjs (under Apollo Client) ships ES5 by default; its es2015 build is smaller and needs no tslib.
    resolve: {
      conditions: ['es2015', ...defaultClientConditions],
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: {
        '/graphql': { target: gateway, changeOrigin: false },
        '/dpl/av/runtime-config.js': { target: gateway, changeOrigin: false },
      },
    },
    build: {
      outDir: process.env.WEB_OUT_DIR ?? 'dist',
      emptyOutDir: true,
      manifest: true,
      // Preload links only in index.html, for the entry's chunks. A chunk loaded with import() names
      // all the chunks it needs itself (hoistTransitiveImports.ts), so inserting a link per chunk,
      // some twenty for an account page, is main-thread work for nothing (decision 038). Stylesheets
      // still load beside their chunk.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      // WEB_SOURCEMAP=1 for bundle analysis
      sourcemap: process.env.WEB_SOURCEMAP === '1',
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Chunks named by their hash alone: the entry names every route's chunk (its import()) and
          // chunks name the chunks they import, and module names there cost the login's first load
          // bytes for nothing a customer uses (the build manifest still maps each source module to
          // its file).
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            // Mantine's core and the components every account page shows (the shell, titles, text,
            // buttons, badges) in one chunk, instead of some 30 small ones per page: each chunk costs
            // a request, on a phone a noticeable part of the first load (decision 029). Only these
            // modules and the hooks, transitions and clsx they import (which every page with them
            // loads anyway: four files fewer, decision 036), not all they import: the login, which
            // uses none of Mantine, keeps loading none of it.
            groups: [
              {
                name: MANTINE_CHUNK,
                test: inMantineChunk,
                includeDependenciesRecursively: false,
              },
              // The login's modules and the account layout's in a few chunks by who needs them (decision 046).
              ...firstLoad.groups,
            ],
          },
        },
      },
    },
  };
});
