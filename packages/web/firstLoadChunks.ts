/**
 * Build step: fewer, larger chunks on a first load (decision 046). Rolldown's automatic splitting
 * gives every set of routes that share a module a chunk of its own: the login's first load was
 * 14 files beyond the entry, most of them under 0.5 kB brotli, and on a phone each is a request
 * queued on the browser's six connections. These groups (`output.codeSplitting.groups`) put the
 * login's modules into three chunks by who else needs them, and the account layout's into one:
 *
 * - `shared`: what the login needs and every account page needs too (the layout's, or most
 *   account pages' own: the page query's hook, the outcome helpers, the page title);
 * - `login-forms`: what the login shares with some account pages only (react-hook-form, the
 *   text and password fields, their rules): loaded by the login and the pages with a form;
 * - `login`: what only the login and other public pages need (its steps, reCAPTCHA);
 * - `account`: what the account layout needs and no public page does (the navigation, its texts).
 *
 * A chunk holds only modules each of its loaders needs anyway (no route loads more bytes), and
 * each group is closed under its modules' imports, so a group's chunk imports only the entry's,
 * Mantine's and the groups' chunks before it (`shared` ← `login-forms` ← `login`; `shared` ←
 * `account`), never one a page would not load otherwise. The routes come from the route table the
 * router uses (firstRoundTrip.ts evaluates it): the login is the route at `login`, the account
 * layout the layout of the routes below it; route modules keep their own chunks.
 */
import type { Plugin } from 'vite';
import type { AppView } from './firstRoundTrip.ts';

/** The groups, in the order Rolldown takes them. */
const GROUPS = ['shared', 'login-forms', 'login', 'account'] as const;
type Group = (typeof GROUPS)[number];

/**
 * `shared` also takes a module of the login that at least this share of the account pages needs
 * (the page title, the notice): loading it with the login's shared chunk saves those pages a
 * request and costs the others under a kilobyte.
 */
const ACCOUNT_PAGE_SHARE = 0.4;

export function firstLoadChunks(options: {
  app: { load: () => Promise<AppView> };
  /** Modules another group takes (Mantine's shared chunk). */
  takenElsewhere: (id: string) => boolean;
}) {
  const groupOf = new Map<string, Group>();
  const plugin: Plugin = {
    name: 'mein-konto-first-load-chunks',
    apply: 'build',
    async buildEnd(error) {
      groupOf.clear();
      if (error) return;
      const { app, chains } = await options.app.load();
      const login = chains.find((chain) => chain.pattern === app.patterns.login)?.modules.at(-1);
      const layoutChains = chains.filter((chain) => chain.modules.length > 1);
      const layout = layoutChains[0]?.modules[0];
      if (!login || !layout || layoutChains.some((chain) => chain.modules[0] !== layout))
        throw new Error('first-load chunks: the route table has no login route or not one account layout');
      const accountPages = new Set(layoutChains.map((chain) => chain.modules.at(-1) ?? ''));
      const routeModules = new Set(chains.flatMap((chain) => chain.modules));
      const publicPages = [...routeModules].filter((id) => id !== login && id !== layout && !accountPages.has(id));

      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const closure = (roots: Iterable<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of importsOf(id)) visit(imported);
        };
        for (const root of roots) visit(root);
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const loadedFirst = closure(entries);
      const free = (id: string) => !loadedFirst.has(id) && !routeModules.has(id) && !options.takenElsewhere(id);

      const ofLogin = new Set([...closure([login])].filter(free));
      const ofLayout = new Set([...closure([layout])].filter(free));
      const ofPublicPages = closure(publicPages);
      const accountPagesOf = new Map<string, number>();
      for (const page of accountPages)
        for (const id of closure([page])) accountPagesOf.set(id, (accountPagesOf.get(id) ?? 0) + 1);

      for (const id of ofLogin) {
        const pages = accountPagesOf.get(id) ?? 0;
        if (ofLayout.has(id) || pages >= ACCOUNT_PAGE_SHARE * accountPages.size) groupOf.set(id, 'shared');
        else groupOf.set(id, pages > 0 ? 'login-forms' : 'login');
      }
      // What a group's module imports of the login's goes with it: the earlier group in GROUPS.
      for (let moved = true; moved;) {
        moved = false;
        for (const [id, group] of groupOf)
          for (const imported of importsOf(id)) {
            const importedGroup = groupOf.get(imported);
            if (importedGroup && GROUPS.indexOf(importedGroup) > GROUPS.indexOf(group)) {
              groupOf.set(imported, group);
              moved = true;
            }
          }
      }
      const account = new Set([...ofLayout].filter((id) => !ofLogin.has(id) && !ofPublicPages.has(id)));
      // Only modules whose imports are loaded anyway (the entry's, Mantine's, `shared`) or in the group.
      for (let removed = true; removed;) {
        removed = false;
        for (const id of account)
          if (
            !importsOf(id).every(
              (imported) => !free(imported) || account.has(imported) || groupOf.get(imported) === 'shared',
            )
          ) {
            account.delete(id);
            removed = true;
          }
      }
      for (const id of account) groupOf.set(id, 'account');
    },
  };
  const groups = GROUPS.map((name) => ({
    name,
    test: (id: string) => groupOf.get(id) === name,
    // The groups are closed under their imports already (above); nothing else is pulled in.
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
