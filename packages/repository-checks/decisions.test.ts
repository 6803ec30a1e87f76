/**
 * Decision records keep their format (docs/decisions/README.md): the title, then `Status:` and
 * `Date:` one line each, then a blank line; every record is in the index with its status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../../docs/decisions', import.meta.url));
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort()
  .map((name) => ({
    name,
    number: Number(name.slice(0, 3)),
    lines: readFileSync(join(folder, name), 'utf8').split('\n'),
  }));
const index = readFileSync(join(folder, 'README.md'), 'utf8');

describe('decision records', () => {
  it('exist', () => {
    expect(records.length).toBeGreaterThan(29);
  });

  it.each(records)('$name: title, status and date directly under it, then a blank line', ({ number, lines }) => {
    const [title = '', status = '', date = '', blank] = lines;
    expect(title).toMatch(new RegExp(`^# ${String(number).padStart(3, '0')} — \\S`));
    expect(status).toMatch(/^Status: (accepted|superseded by \d{3})$/);
    const superseding = /superseded by (\d{3})/.exec(status)?.[1];
    if (superseding !== undefined) expect(Number(superseding)).toBeGreaterThan(number);
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(blank).toBe('');
  });

  it.each(records)('$name: in the index with its status and date', ({ name, lines }) => {
    const status = (lines[1] ?? '').replace('Status: ', '');
    const date = (lines[2] ?? '').replace('Date: ', '');
    const row = index.split('\n').find((line) => line.includes(`(${name})`));
    expect(row, `no row for ${name} in docs/decisions/README.md`).toBeDefined();
    expect(row).toContain(`| ${status} | ${date} |`);
  });
});
