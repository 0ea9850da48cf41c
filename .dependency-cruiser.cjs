/**
 * The rules of the house (DESIGN.md) as a dependency check that runs with the tests:
 * modules meet only through each other's index.ts (domain/ may also use other modules' pure domain/), domain/ stays pure,
 * the shared kernel (src/kernel/) may be used by any layer and imports nothing, and there are no cycles.
 * Paths are matched anywhere in the path so the rule test's fixtures (tests/fixtures/boundaries) are judged
 * by the very same rules.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index-only',
      comment:
        "A module reaches another only through that module's index.ts, its contracts.ts (integration-event types) or, from domain/, its domain/.",
      severity: 'error',
      from: { path: '(^|/)src/modules/([^/]+)/' },
      to: {
        path: '(^|/)src/modules/([^/]+)/',
        pathNot: [
          '(^|/)src/modules/$2/',
          '(^|/)src/modules/[^/]+/index\\.ts$',
          '(^|/)src/modules/[^/]+/contracts\\.ts$',
          '(^|/)src/modules/[^/]+/domain/',
        ],
      },
    },
    {
      name: 'other-domain-only-from-domain',
      comment:
        "Only domain/ may import another module's domain/ (pure types and rules); application and adapters go through its index.ts.",
      severity: 'error',
      from: { path: '(^|/)src/modules/([^/]+)/', pathNot: '(^|/)src/modules/[^/]+/domain/' },
      to: { path: '(^|/)src/modules/[^/]+/domain/', pathNot: '(^|/)src/modules/$2/' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'domain/ imports nothing from adapters, application, platform, express, sequelize, bullmq or Node built-ins (the shared kernel is pure, so it may).',
      severity: 'error',
      from: { path: '(^|/)src/modules/[^/]+/domain/' },
      to: {
        pathNot: ['(^|/)src/modules/[^/]+/domain/', '(^|/)src/kernel/'],
      },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '(^|/)src/modules/[^/]+/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'kernel-imports-nothing',
      comment:
        'src/kernel/ holds pure helpers every layer may use: it imports nothing of the project outside itself, no npm package and no Node built-in.',
      severity: 'error',
      from: { path: '(^|/)src/kernel/' },
      to: { pathNot: '(^|/)src/kernel/' },
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
      comment:
        'web/ and admin/ may import the modules’ pure domain code and the shared kernel, and nothing else from src/.',
      severity: 'error',
      from: { path: '^(web|admin)/' },
      to: { path: '^src/', pathNot: ['^src/modules/[^/]+/domain/', '^src/kernel/'] },
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
