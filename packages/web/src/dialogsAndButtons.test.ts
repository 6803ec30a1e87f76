/**
 * One dialog and one button in the web (decision 050), held by `npm run lint`: the repository's
 * ESLint config fails a Mantine dialog or button anywhere, a native <dialog> outside
 * components/Dialog.tsx, and any Mantine import in a public page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's root (with its trailing slash): the folder of pnpm-workspace.yaml above the test's working directory. */
function repositoryRoot(dir = process.cwd()): string {
  if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return `${dir}/`;
  if (dirname(dir) === dir) throw new Error('no pnpm-workspace.yaml above the working directory');
  return repositoryRoot(dirname(dir));
}
const root = repositoryRoot();
const eslint = new ESLint({ cwd: root });

const PUBLIC_PAGE = 'packages/web/src/features/login/LoginRoute.tsx';
const ACCOUNT_PAGE = 'packages/web/src/features/orders/OrderDetailsRoute.tsx';

/** The rules that fail on `code` as the module at `filePath`. */
async function failures(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const mantineModal = `import { Modal } from '@mantine/core';
export function Confirm({ onClose }: { onClose: () => void }) {
  return <Modal opened onClose={onClose} title="Wirklich?">Text</Modal>;
}
`;
const nativeDialog = `export function Confirm() {
  return <dialog open aria-label="Wirklich?">Text</dialog>;
}
`;
const mantineButton = `import { Button } from '@mantine/core';
export function Save() {
  return <Button type="submit">Speichern</Button>;
}
`;
const mantineStack = `import { Stack } from '@mantine/core';
export function Page() {
  return <Stack>Text</Stack>;
}
`;
const sharedDialog = `import { Dialog } from '../../components/Dialog.tsx';
export function Confirm({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="Wirklich?" closeLabel="Abbrechen" onClose={onClose}>
      <p>Text</p>
      <button type="button" className="btn btn-primary">Ja</button>
    </Dialog>
  );
}
`;

describe('one dialog and one button per area', () => {
  it('fails a Mantine dialog in a public page', async () => {
    const found = await failures(mantineModal, PUBLIC_PAGE);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-restricted-imports: 'Modal' .*components\/Dialog\.tsx/),
        expect.stringMatching(/^no-restricted-imports: '@mantine\/core' .*Public pages/),
      ]),
    );
  });

  it('fails a native <dialog> in the account area', async () => {
    expect(await failures(nativeDialog, ACCOUNT_PAGE)).toEqual([
      'no-restricted-syntax: Every dialog is components/Dialog.tsx (decision 050).',
    ]);
  });

  it('fails a Mantine dialog or button in the account area, and any Mantine in a public page', async () => {
    expect(await failures(mantineModal, ACCOUNT_PAGE)).toEqual([expect.stringMatching(/'Modal'/)]);
    expect(await failures(mantineButton, ACCOUNT_PAGE)).toEqual([expect.stringMatching(/'Button'/)]);
    expect(await failures(mantineStack, PUBLIC_PAGE)).toEqual([expect.stringMatching(/Public pages/)]);
    expect(await failures(mantineStack, ACCOUNT_PAGE)).toEqual([]);
  });

  it('passes components/Dialog.tsx and the plain button in both areas', async () => {
    expect(await failures(sharedDialog, PUBLIC_PAGE)).toEqual([]);
    expect(await failures(sharedDialog, ACCOUNT_PAGE)).toEqual([]);
    const dialog = 'packages/web/src/components/Dialog.tsx';
    expect(await failures(readFileSync(`${root}${dialog}`, 'utf8'), dialog)).toEqual([]);
  });

  it('counts every public page of the route table as public', async () => {
    const routes = readFileSync(`${root}packages/web/src/app/routes.tsx`, 'utf8');
    const accountStart = routes.indexOf("import('./shell/AccountLayout.tsx')");
    const accountEnd = routes.indexOf('<PublicLayout />', accountStart);
    expect(accountStart).toBeGreaterThan(0);
    const publicModules = [...routes.matchAll(/import\('\.\.?\/([^']+)'\)/g)]
      .filter((m) => m.index < accountStart || m.index > accountEnd)
      .map((m) => (m[0].includes("'./") ? `packages/web/src/app/${m[1]}` : `packages/web/src/${m[1]}`))
      // The public withdrawal shares its steps with the account's withdrawal page, inside MantineScope.
      .filter((path) => !path.endsWith('orders/PublicWithdrawalRoute.tsx'));
    expect(publicModules.length).toBeGreaterThan(15);
    for (const path of publicModules) {
      expect(await failures(mantineStack, path), path).toEqual([expect.stringMatching(/Public pages/)]);
    }
  });
});
