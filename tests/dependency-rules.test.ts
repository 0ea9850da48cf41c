import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

async function violationsOf(paths: string[]): Promise<IViolation[]> {
  const { output } = await cruise(paths, {
    ruleSet: { forbidden: config.forbidden },
    ...config.options,
    exclude: { path: ['^dist/', '\\.test\\.tsx?$'] },
    tsConfig: undefined,
    validate: true,
  });
  return (output as ICruiseResult).summary.violations;
}

const pairs = (violations: IViolation[]) =>
  violations.map(
    (v) => `${v.rule.name}: ${v.from.replace(/^.*boundaries\//, '')} -> ${v.to.replace(/^.*boundaries\//, '')}`,
  );

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  it('flags each deliberately wrong import of the fixture and nothing that is allowed', async () => {
    const found = pairs(await violationsOf(['tests/fixtures/boundaries/src']));
    expect(found).toEqual(
      expect.arrayContaining([
        'domain-is-pure: src/modules/alpha/domain/impure.ts -> src/modules/alpha/adapters/helper.ts',
        'domain-no-node-builtins: src/modules/alpha/domain/impure.ts -> fs',
        'module-through-index-only: src/modules/alpha/adapters/helper.ts -> src/modules/beta/application/use-case.ts',
        'platform-knows-no-module: src/platform/leaky.ts -> src/modules/beta/index.ts',
        'no-circular: src/modules/beta/domain/a.ts -> src/modules/beta/domain/b.ts',
        'other-domain-only-from-domain: src/modules/alpha/application/reaches-domain.ts -> src/modules/beta/domain/a.ts',
        'kernel-imports-nothing: src/kernel/leaky.ts -> src/modules/beta/domain/a.ts',
        'kernel-imports-nothing: src/kernel/leaky.ts -> src/platform/leaky.ts',
        'kernel-imports-nothing: src/kernel/leaky.ts -> fs',
      ]),
    );
    expect(
      found.some((line) => line.includes('impure.ts -> express') || line.includes('impure.ts -> node_modules/express')),
    ).toBe(true);
    expect(found.filter((line) => line.includes('alpha/adapters/fine.ts'))).toEqual([]);
    expect(found.filter((line) => line.includes('alpha/domain/uses-beta-rule.ts'))).toEqual([]);
    expect(found.filter((line) => line.includes('reaches-domain.ts'))).toHaveLength(1);
    // Any layer may use the shared kernel, and the kernel may use itself.
    expect(found.filter((line) => line.includes('uses-kernel.ts') || line.includes('kernel/text.ts'))).toEqual([]);
  });

  it('finds no violation in the real code base', async () => {
    const violations = await violationsOf(['src', 'web/src', 'admin/src']);
    expect(pairs(violations)).toEqual([]);
  });
});
