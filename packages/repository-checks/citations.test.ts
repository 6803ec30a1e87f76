/**
 * The repository explains itself: every citation of the product or the architecture in code,
 * tests, SDL and docs points at a file and a numbered section that exist in the repository
 * (docs/product/<area>.md §N, docs/architecture.md §N), and none at a document outside it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Tracked and new files of the repository that may cite (text, outside node_modules and builds). */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['-C', root, 'ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => file === 'README.md' || file.startsWith('packages/') || file.startsWith('docs/'))
    .filter((file) => /\.(ts|tsx|mjs|js|graphql|md)$/.test(file))
    .filter((file) => existsSync(join(root, file)));
}

/** The numbered sections ("## 3. …") of a document, by number. */
function sectionsOf(document: string): Set<string> {
  const text = readFileSync(join(root, document), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => match[1] ?? ''));
}

const files = repositoryFiles().map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

describe('citations', () => {
  it('point at a document of the repository and one of its numbered sections', () => {
    const sections = new Map<string, Set<string>>();
    const broken: string[] = [];
    let count = 0;
    for (const { file, text } of files) {
      for (const match of text.matchAll(/\b(docs\/(?:product\/[a-z-]+|architecture)\.md)(?: §(\d+))?/g)) {
        const [citation, document = '', section] = match;
        count += 1;
        if (!existsSync(join(root, document))) {
          broken.push(`${file}: ${citation} (no such file)`);
          continue;
        }
        if (section === undefined) continue;
        if (!sections.has(document)) sections.set(document, sectionsOf(document));
        if (!sections.get(document)?.has(section)) broken.push(`${file}: ${citation} (no section ${section})`);
      }
    }
    expect(count).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });

  it('cite nothing outside the repository: no specification, persona list or architecture guide', () => {
    const outside = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:SPEC|spec) §\d+|\bpersonas\.md\b|\bARCHITECTURE\b|\bSPEC\.md\b/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(outside).toEqual([]);
  });

  it('find every area of the product with the same nine numbered sections', () => {
    const areas = [
      'ways-in',
      'shell',
      'orders',
      'invoices',
      'addresses',
      'payment',
      'my-data',
      'activity',
      'public-pages',
      'markets-and-flags',
      'upstream-services',
    ];
    for (const area of areas) {
      expect([...sectionsOf(`docs/product/${area}.md`)], area).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    }
  });
});
