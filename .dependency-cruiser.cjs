/**
 * The rules of the house (DESIGN.md) as a dependency check that runs with the tests:
 * modules meet only through each other's index.ts (or pure domain types), domain/ stays pure,
 * and there are no cycles. Paths are matched anywhere in the path so the rule test's fixtures
 * (tests/fixtures/boundaries) are judged by the very same rules.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index-only',
      comment: "A module reaches another only through that module's index.ts (or its domain/ types).",
      severity: 'error',
      from: { path: '(^|/)src/modules/([^/]+)/' },
      to: {
        path: '(^|/)src/modules/([^/]+)/',
        pathNot: ['(^|/)src/modules/$2/', '(^|/)src/modules/[^/]+/index\\.ts$', '(^|/)src/modules/[^/]+/domain/'],
      },
    },
    {
      name: 'domain-is-pure',
      comment:
        'domain/ imports nothing from adapters, application, platform, express, sequelize, bullmq or Node built-ins.',
      severity: 'error',
      from: { path: '(^|/)src/modules/[^/]+/domain/' },
      to: {
        pathNot: '(^|/)src/modules/[^/]+/domain/',
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '(^|/)src/modules/[^/]+/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is plumbing: it never imports a business module.',
      severity: 'error',
      from: { path: '(^|/)src/platform/' },
      to: { path: '(^|/)src/modules/' },
    },
    {
      name: 'web-admin-only-domain',
      comment: 'web/ and admin/ may import the modules’ pure domain code and nothing else from src/.',
      severity: 'error',
      from: { path: '^(web|admin)/' },
      to: { path: '^src/', pathNot: '^src/modules/[^/]+/domain/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
