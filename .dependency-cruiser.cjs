// The server's floors (issue 36, docs/decisions/063-server-floors-and-doors.md), checked by
// `npm run lint` over the whole import graph at once: what ESLint's per-file rules cannot see
// (a circle of any length) or can only see slowly. The client's feature boundaries stay in
// eslint.config.js, where they were first written.
const DOOR = '^src/server/features/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a circle: neither can be understood, tested or loaded without the other.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'floors-import-no-feature',
      severity: 'error',
      comment:
        'The platform, infra, the database layer and the plugins are under every feature: they import none. Features are put together by the composition files at src/server/ (app.ts and its neighbours).',
      // Their tests may render every feature's mail or read every feature's tables: they check
      // the floors against what stands on them, and no production code imports a test.
      from: { path: '^src/server/(platform|infra|db|plugins|tracing|i18n|site)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'feature-entered-by-its-door',
      severity: 'error',
      comment:
        'A feature uses another only through its door (features/<name>/index.ts), which names the services it offers, never a repository. Inside a feature, files import each other freely.',
      // Tests may reach inside: they check a feature's parts against another's real tables.
      from: { path: '^src/server/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/server/features/', pathNot: ['^src/server/features/$1/', DOOR] },
    },
    {
      name: 'composition-enters-by-the-door',
      severity: 'error',
      comment: "The composition (src/server's root files), the command line and the demo data use a feature only through its door.",
      from: { path: '^src/server/', pathNot: ['^src/server/features/', '\\.test\\.tsx?$'] },
      to: { path: '^src/server/features/', pathNot: [DOOR] },
    },
    {
      name: 'door-offers-no-repository',
      severity: 'error',
      comment:
        "A door offers services: another feature that wants a feature's data or change calls a service of it, which keeps its rules (locks, history, audit, mail) with its SQL. A row's type may pass.",
      from: { path: DOOR },
      to: { path: 'repository\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-imports-neither-side',
      severity: 'error',
      comment: 'src/shared runs in the browser and on the server: it imports neither.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/locales/'] },
    // Type-only imports count: a circle of types is still a circle to a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
