// The server's floors (issue 36, docs/decisions/063-server-floors-and-doors.md), checked by
// `npm run lint` over the whole import graph at once: what ESLint's per-file rules cannot see
// (a circle of any length) or can only see slowly. The client's feature boundaries stay in
// eslint.config.js, where they were first written.
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
