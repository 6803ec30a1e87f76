/**
 * The chunks a build loads statically from some roots: the roots and, through their static
 * `imports`, every chunk those import. Used by the build (hoistTransitiveImports.ts, on Rolldown's
 * output) and by the browser tests (e2e/fixtures.ts, on the build manifest).
 */
export function staticClosure(
  roots: Iterable<string>,
  importsOf: (chunk: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of importsOf(chunk) ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}
