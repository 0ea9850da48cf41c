import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The site's import zones (web/lint/one-way-imports.js, on in eslint.config.js) fire on each forbidden
 * import and on nothing allowed: each case lints one line as if it were a file at that place in web/src.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function messagesOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'web-zones/one-way-imports').map((m) => m.message);
}

describe('web one-way import zones', () => {
  it('a feature importing another feature fails, static, dynamic, re-export or stylesheet alike', async () => {
    const file = 'web/src/features/plans/x.tsx';
    expect(await messagesOf(file, "import { a } from '../leads/texts';")).toEqual([
      expect.stringContaining('features/plans must not import features/leads'),
    ]);
    expect(await messagesOf(file, "void import('../results/results-page');")).toHaveLength(1);
    expect(await messagesOf(file, "export { b } from '../profile/profile-form';")).toHaveLength(1);
    expect(await messagesOf(file, "import '../product/x.css';")).toHaveLength(1);
    expect(await messagesOf('web/src/features/leads/api/x.ts', "import { c } from '../../profile/y';")).toHaveLength(1);
  });

  it('a feature importing app/ fails, and shared layers importing features or app fail', async () => {
    expect(await messagesOf('web/src/features/results/x.tsx', "import { d } from '../../app/routes';")).toEqual([
      expect.stringContaining('must not import app/'),
    ]);
    expect(await messagesOf('web/src/components/x.tsx', "import { e } from '../features/leads/texts';")).toHaveLength(
      1,
    );
    expect(await messagesOf('web/src/shared/y/x.ts', "import { f } from '../../app/layout';")).toHaveLength(1);
    expect(await messagesOf('web/src/lib/x.ts', "import { g } from '../features/results/api';")).toHaveLength(1);
  });

  it('allowed imports pass: same feature, shared layers, domain, app composing features', async () => {
    expect(await messagesOf('web/src/features/leads/x.tsx', "import { a } from './api/find-advisor';")).toEqual([]);
    expect(
      await messagesOf(
        'web/src/features/leads/api/x.ts',
        "import { b } from '../../../lib/api-client';\nimport { c } from '../texts';",
      ),
    ).toEqual([]);
    expect(await messagesOf('web/src/features/results/x.tsx', "import { d } from '../../shared/profile/y';")).toEqual(
      [],
    );
    expect(
      await messagesOf('web/src/features/results/x.tsx', "import { e } from '@domain/catalogue/domain/z';"),
    ).toEqual([]);
    expect(await messagesOf('web/src/app/routes/x.tsx', "import { f } from '../../features/results/y';")).toEqual([]);
  });
});
