/**
 * Build step: index.html's bootstrap (src/app/bootstrap.ts, decision 042), an inline script that
 * asks, from the HTML itself, for everything the opened page needs: the matched route's chunks
 * (the whole closure beyond the entry's) and its queries by persisted id. It is made from the
 * route table the router uses (app/routes.tsx: a route's pattern, module and query name) and the
 * page-query table (app/pageQueries.ts: the document and its variables' sources), both evaluated
 * here, and from the build's chunk graph; a query's persisted id is the one codegen registered
 * for the gateway (trusted-documents/web.json). Nothing of a visitor is in it: the HTML stays the
 * same for everyone and cacheable; the gateway allows the script by its hash
 * (content security policy, no 'unsafe-inline').
 *
 * To know which module a route loads, the route table is evaluated with each of its `import()`s
 * standing for the imported module's id (a transform of app/routes.tsx for this evaluation only);
 * the modules themselves are not run here.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentNode } from 'graphql';
import type { RouteObject } from 'react-router';
import { runnerImport, type Plugin, type Rolldown } from 'vite';
import { staticClosure } from './chunkGraph.ts';
import type * as Bootstrap from './src/app/bootstrap.ts';
import type * as PageQueries from './src/app/pageQueries.ts';
import type * as Routes from './src/app/routes.tsx';
import type * as Config from './src/lib/config.ts';
import type * as Paths from './src/lib/paths.ts';
import type * as MarketRules from '@mein-konto/schema/rules/market';

const BUILD_VIEW = 'virtual:mein-konto-first-round-trip';
const RESOLVED_BUILD_VIEW = `\0${BUILD_VIEW}`;
const src = (path: string) => JSON.stringify(fileURLToPath(new URL(`./src/${path}`, import.meta.url)));
/** What the build reads of the app, evaluated in one go. */
const BUILD_VIEW_CODE = `
export { routes } from ${src('app/routes.tsx')};
export { bootstrap } from ${src('app/bootstrap.ts')};
export { BASENAMES, patterns } from ${src('lib/paths.ts')};
export { DEFAULT_CONFIG, MARKET_OVERRIDE_KEY } from ${src('lib/config.ts')};
export { MARKET_FACTS } from '@mein-konto/schema/rules/market';
import { pageQueryTable } from ${src('app/pageQueries.ts')};
export const pageQueries = Object.fromEntries(
  await Promise.all(Object.entries(pageQueryTable).map(async ([name, entry]) => [name, { document: await entry.document(), variables: entry.variables }])),
);
`;

interface BuildView {
  routes: typeof Routes.routes;
  bootstrap: typeof Bootstrap.bootstrap;
  BASENAMES: typeof Paths.BASENAMES;
  patterns: typeof Paths.patterns;
  DEFAULT_CONFIG: typeof Config.DEFAULT_CONFIG;
  MARKET_OVERRIDE_KEY: typeof Config.MARKET_OVERRIDE_KEY;
  MARKET_FACTS: typeof MarketRules.MARKET_FACTS;
  pageQueries: Record<string, { document: DocumentNode; variables: Record<string, PageQueries.VariableSource> }>;
}

/** A route of the table as the bootstrap needs it: its whole pattern, the modules and queries of its match. */
export interface RouteChain {
  pattern: string;
  modules: string[];
  queries: string[];
}

interface ModuleHandle {
  preload: () => Promise<unknown>;
  query?: string | undefined;
}

function isModuleHandle(handle: unknown): handle is ModuleHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** Every leaf route of the table with the modules (resolved by `moduleOf`) and queries along its match. */
async function routeChains(routes: RouteObject[], moduleOf: (loaded: unknown) => string): Promise<RouteChain[]> {
  const chains: RouteChain[] = [];
  const walk = async (list: RouteObject[], prefix: string[], modules: string[], queries: string[]) => {
    for (const route of list) {
      const path = route.path ? [...prefix, route.path] : prefix;
      const ownModules = [...modules];
      const ownQueries = [...queries];
      if (isModuleHandle(route.handle)) {
        ownModules.push(moduleOf(await route.handle.preload()));
        if (route.handle.query) ownQueries.push(route.handle.query);
      }
      if (route.children?.length) await walk(route.children, path, ownModules, ownQueries);
      else chains.push({ pattern: path.join('/'), modules: ownModules, queries: ownQueries });
    }
  };
  await walk(routes, [], [], []);
  return chains;
}

/**
 * react-router's ranking of a pattern (its `computeScore`): the more and the more specific
 * segments, the higher; the bootstrap tries patterns in this order, as the router does.
 */
function patternScore(pattern: string): number {
  const segments = pattern.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  for (const segment of segments.filter((s) => s !== '*')) {
    if (segment.startsWith(':')) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}

/** A pattern as the bootstrap matches it: a regular expression over the path below the basename, and its parameters. */
export function patternExpression(pattern: string): { source: string; params: string[] } {
  const params: string[] = [];
  const parts = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) {
        params.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return { source: `^${parts.join('/')}$`, params };
}

/** The routes in the order the bootstrap tries them (most specific first; equals keep the table's order). */
export function rankedChains(chains: RouteChain[]): RouteChain[] {
  return chains
    .map((chain, index) => ({ chain, index }))
    .sort((a, b) => patternScore(b.chain.pattern) - patternScore(a.chain.pattern) || a.index - b.index)
    .map(({ chain }) => chain);
}

/** The bootstrap's script: the function and its table, minified. */
async function bootstrapScript(table: Bootstrap.BootstrapTable, source: string): Promise<string> {
  // Loaded here, not with the module: the route tests import this module's pattern functions in jsdom, where esbuild does not start.
  const { transform } = await import('esbuild');
  const { code } = await transform(`(${source})(${JSON.stringify(table)});`, {
    minify: true,
    target: 'es2022',
    loader: 'js',
  });
  return code.trim();
}

/** What the build reads of the app (the route and page-query tables, settings) and the route table's chains. */
export interface AppView {
  app: BuildView;
  /** The route table's leaf routes, most specific first. */
  chains: RouteChain[];
}

/**
 * The app's tables evaluated once per build, for the plugins that need them (this one and
 * firstLoadChunks.ts): the route table with each import() standing for its module's id, the
 * page-query table with its documents loaded, and what the bootstrap needs of the app's settings,
 * one module evaluated for it (the runner is gone once it has been evaluated).
 */
export function appView(): { load: () => Promise<AppView> } {
  let loading: Promise<AppView> | undefined;
  const evaluate = async (): Promise<AppView> => {
    const { module: app } = await runnerImport<BuildView>(BUILD_VIEW, {
      plugins: [
        {
          name: 'mein-konto-route-modules',
          resolveId: (id) => (id === BUILD_VIEW ? RESOLVED_BUILD_VIEW : undefined),
          load: (id) => (id === RESOLVED_BUILD_VIEW ? BUILD_VIEW_CODE : undefined),
          async transform(code, id) {
            if (!id.endsWith('/src/app/routes.tsx')) return undefined;
            let replaced = code;
            for (const [expression, specifier = ''] of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
              const resolved = await this.resolve(specifier, id);
              if (!resolved || !isAbsolute(resolved.id))
                throw new Error(`${specifier}: not resolved from the route table`);
              replaced = replaced.replace(
                expression,
                `Promise.resolve({ routeModule: ${JSON.stringify(resolved.id)} })`,
              );
            }
            return { code: replaced, map: null };
          },
        },
      ],
    });
    const chains = rankedChains(
      await routeChains(app.routes, (loaded) => (loaded as { routeModule: string }).routeModule),
    );
    return { app, chains };
  };
  return { load: () => (loading ??= evaluate()) };
}

export function firstRoundTrip(options: {
  /** The app's tables, evaluated once per build (appView). */
  app: ReturnType<typeof appView>;
  /** The web's registered operations (codegen's manifest): the persisted id of each page query. */
  manifest: string;
  /** The build's base, where its files are (`/dpl/av/`). */
  assetBase: string;
}): Plugin {
  return {
    name: 'mein-konto-first-round-trip',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return undefined;
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const loadedFirst = staticClosure(
          [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
          (fileName) => chunks.get(fileName)?.imports,
        );
        const chunkOfModule = new Map<string, Rolldown.OutputChunk>();
        for (const chunk of chunks.values()) if (chunk.facadeModuleId) chunkOfModule.set(chunk.facadeModuleId, chunk);

        const { app, chains } = await options.app.load();

        const manifest = JSON.parse(readFileSync(options.manifest, 'utf8')) as {
          operations: { id: string; name: string }[];
        };
        const idOf = new Map(manifest.operations.map((operation) => [operation.name, operation.id]));

        const files: string[] = [];
        const fileIndex = (file: string) => {
          const at = files.indexOf(file);
          return at === -1 ? files.push(file) - 1 : at;
        };
        const modules: number[][] = [];
        const moduleIndex = new Map<string, number>();
        const moduleFiles = (moduleId: string): number => {
          const known = moduleIndex.get(moduleId);
          if (known !== undefined) return known;
          const chunk = chunkOfModule.get(moduleId);
          if (!chunk) throw new Error(`${moduleId}: a route module without a chunk of its own`);
          const closure = [...staticClosure([chunk.fileName], (fileName) => chunks.get(fileName)?.imports)].filter(
            (fileName) => !loadedFirst.has(fileName),
          );
          const styles = new Set<string>();
          for (const fileName of closure)
            for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css);
          const entryStyles = new Set(
            [...loadedFirst].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]),
          );
          const indices = [...[...styles].filter((css) => !entryStyles.has(css)), ...closure].map(fileIndex);
          modules.push(indices);
          moduleIndex.set(moduleId, modules.length - 1);
          return modules.length - 1;
        };
        const queries: Bootstrap.BootstrapTable['queries'] = [];
        const queryIndex = new Map<string, number>();
        const queryOf = async (name: string): Promise<number> => {
          const known = queryIndex.get(name);
          if (known !== undefined) return known;
          const entry = app.pageQueries[name];
          if (!entry) throw new Error(`${name}: a route's query missing in the page-query table`);
          const { document } = entry;
          const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
          const operationName = definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
          const id = operationName ? idOf.get(operationName) : undefined;
          if (!operationName || !id)
            throw new Error(`${name}: its operation is not in ${options.manifest} (pnpm codegen)`);
          queries.push([operationName, id, { ...entry.variables }]);
          queryIndex.set(name, queries.length - 1);
          return queries.length - 1;
        };

        const routes: Bootstrap.BootstrapTable['routes'] = [];
        for (const chain of chains) {
          const { source, params } = patternExpression(chain.pattern);
          const routeQueries: number[] = [];
          for (const name of chain.queries) routeQueries.push(await queryOf(name));
          routes.push([source, params, chain.modules.map(moduleFiles), routeQueries]);
        }
        const table: Bootstrap.BootstrapTable = {
          basenames: [...app.BASENAMES],
          assetBase: options.assetBase,
          graphqlPath: app.DEFAULT_CONFIG.graphqlPath,
          markets: Object.keys(app.MARKET_FACTS),
          marketKey: app.MARKET_OVERRIDE_KEY,
          files,
          modules,
          queries,
          routes,
        };
        const script = await bootstrapScript(table, app.bootstrap.toString());
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
