/**
 * `npm run check:schema` (CI): the published schema (packages/schema/schema.graphql, written by
 * `npm run codegen`) against two rules of the README's "For mobile teams".
 *
 * 1. No breaking change unless intended: every version of the file in the history of the
 *    branch, and the working copy when it differs, is compared with the version before it
 *    (graphql-inspector). A breaking change fails unless `intended-breaking-changes.json` lists
 *    it (type, path, reason); dangerous changes are printed.
 * 2. Descriptions: every type, field, argument, enum value, input field and directive has one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { compatibility, describable, undescribed, type IntendedChange } from './checks.ts';

const SCHEMA_FILE = 'packages/schema/schema.graphql';
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.error(`✖ ${message}`);
};

// 1. Breaking changes, version by version.
const intended = JSON.parse(read('packages/schema/intended-breaking-changes.json')) as IntendedChange[];
// The versions main published, in order: its first-parent line (a branch merged in counts once, as
// its merge, not with each of its commits interleaved with the other branches').
const commits = git('log', '--first-parent', '--format=%H', '--reverse', '--', SCHEMA_FILE).split('\n').filter(Boolean);
const versions = commits.map((commit) => ({
  label: commit.slice(0, 10),
  sdl: git('show', `${commit}:${SCHEMA_FILE}`),
}));
const current = read(SCHEMA_FILE);
if (versions.at(-1)?.sdl !== current) versions.push({ label: 'working copy', sdl: current });
const used = new Set<IntendedChange>();
for (let i = 1; i < versions.length; i++) {
  const [before, after] = [versions[i - 1], versions[i]];
  if (!before || !after) continue;
  const result = await compatibility(before.sdl, after.sdl, intended);
  for (const change of result.unintended)
    fail(`breaking change in ${after.label}: ${change.message} (${change.type} ${change.path ?? ''})`);
  for (const change of result.intended) {
    console.log(`  intended breaking change in ${after.label}: ${change.message}`);
    for (const entry of intended) if (entry.type === change.type && entry.path === change.path) used.add(entry);
  }
  for (const change of result.dangerous) console.log(`  dangerous change in ${after.label}: ${change.message}`);
}
for (const entry of intended)
  if (!used.has(entry)) fail(`intended-breaking-changes.json lists ${entry.type} ${entry.path}, which no version made`);
console.log(
  `Breaking changes: ${String(versions.length)} version(s) of ${SCHEMA_FILE} compared in order, ${String(used.size)} intended breaking change(s).`,
);

// 2. Descriptions.
const schema = buildSchema(current);
const missing = undescribed(schema);
const total = describable(schema).length;
if (missing.length > 0)
  fail(`without a description (describe them in packages/schema/src/graphql):\n    ${missing.join('\n    ')}`);
console.log(`Descriptions: ${String(total - missing.length)} of ${String(total)} elements described.`);

if (failed) process.exit(1);
console.log('The published schema passes.');
