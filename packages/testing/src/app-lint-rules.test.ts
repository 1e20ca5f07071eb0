// The lint rules that keep the apps on the shared navigation and storage primitives
// (eslint.config.js, `appSourceRules`): an offending snippet in an app's source is rejected.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}:${m.line}`);
}

// The first call loads the whole config (typescript-eslint), which takes seconds on a busy machine.
describe('app lint rules', { timeout: 60_000 }, () => {
  it('reject writing window.location in either app', async () => {
    const code = [
      "window.location.assign('/home');",
      "location.replace('/home');",
      "window.location.href = '/home';",
      "document.location.replace('/x');",
      '',
    ].join('\n');
    for (const app of ['desktop', 'mobile']) {
      expect(await rulesHit(code, `apps/${app}/src/features/x/y.ts`)).toEqual([
        'no-restricted-syntax:1',
        'no-restricted-syntax:2',
        'no-restricted-syntax:3',
        'no-restricted-syntax:4',
      ]);
    }
  });

  it("reject react-router's own Link, NavLink, Navigate and useNavigate", async () => {
    const code =
      "import { Link, NavLink, Navigate, useNavigate, useParams } from 'react-router';\nexport { Link, NavLink, Navigate, useNavigate, useParams };\n";
    const hits = await rulesHit(code, 'apps/mobile/src/features/x/y.tsx');
    expect(hits).toEqual(Array(4).fill('no-restricted-imports:1'));
  });

  it('reject touching web storage directly', async () => {
    const code = [
      "localStorage.setItem('a', '1');",
      "sessionStorage.getItem('a');",
      'window.localStorage.clear();',
      '',
    ].join('\n');
    expect(await rulesHit(code, 'apps/desktop/src/components/z.ts')).toEqual([
      'no-restricted-globals:1',
      'no-restricted-globals:2',
      'no-restricted-properties:3',
    ]);
  });

  it('accept the shared primitives', async () => {
    const code = [
      "import { browserStorage } from '@gemlane/stores';",
      "import { Link, loadPage, usePartnerNavigate } from '@gemlane/stores/router';",
      "loadPage('/home');",
      "browserStorage().getItem('a');",
      'export { Link, usePartnerNavigate };',
      '',
    ].join('\n');
    expect(await rulesHit(code, 'apps/desktop/src/features/x/y.tsx')).toEqual([]);
  });
});
