// The folder rules of ../shared/ARCHITECTURE.md ("Folders") as executable checks, and no import cycles anywhere.
// `npm run lint` runs this; each rule's comment says which line of the architecture it keeps.
const LAYERS_ABOVE_SERVER = '^(src|worker|sw|scripts)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Imports go one way: a cycle makes two modules one.', from: {}, to: { circular: true } },
    {
      name: 'contract-is-a-leaf',
      severity: 'error',
      comment: 'contract/ may import nothing of ours.',
      from: { path: '^contract/' },
      to: { path: '^(src|worker|sw|server|tests|scripts)/' },
    },
    {
      name: 'db-imports-only-contract',
      severity: 'error',
      comment: 'src/db may import contract only.',
      from: { path: '^src/db/' },
      to: { path: '^(src/(?!db/)|worker|sw|server)' },
    },
    {
      name: 'worker-imports-contract-and-db',
      severity: 'error',
      comment: 'worker/ may import contract and src/db.',
      from: { path: '^worker/' },
      to: { path: '^(src/(?!db/)|sw|server)' },
    },
    {
      name: 'sw-imports-only-contract',
      severity: 'error',
      comment: 'sw/ may import contract only.',
      from: { path: '^sw/' },
      to: { path: '^(src|worker|server)/' },
    },
    {
      name: 'ui-below-features',
      severity: 'error',
      comment: 'src/ui is the design system: nothing of features or routes.',
      from: { path: '^src/ui/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'lib-below-features',
      severity: 'error',
      comment: 'src/lib holds small helpers under the UI: nothing of features, routes or ui.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|routes|ui)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      comment: 'What two features share moves down to src/ui or src/lib.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment: 'Routes compose features, never the reverse.',
      from: { path: '^src/(features|ui|lib|db)/' },
      to: { path: '^src/routes/' },
    },
    {
      name: 'ui-reaches-the-worker-by-type-only',
      severity: 'error',
      comment: 'The worker runs in its own thread: src/ imports it only as `import type`, through Comlink.',
      from: { path: '^src/' },
      to: { path: '^worker/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-only-contract',
      severity: 'error',
      comment: 'server/ meets the app only in contract/.',
      from: { path: '^server/' },
      to: { path: LAYERS_ABOVE_SERVER },
    },
    {
      name: 'server-db-under-domain',
      severity: 'error',
      comment: 'The server is a stack: db/ (Kysely, migrations, schema) is its floor and knows no rule, route or seed above it.',
      from: { path: '^server/db/' },
      to: { path: '^server/(domain|routes|seed|games)/|^server/(app|server|admin)[.]ts$' },
    },
    {
      name: 'server-domain-under-routes',
      severity: 'error',
      comment: 'domain/ holds the rules the routes call: it imports db/ and itself, never a route, the seed or the app.',
      from: { path: '^server/domain/' },
      to: { path: '^server/(routes|seed)/|^server/(app|server|admin)[.]ts$' },
    },
    {
      name: 'only-tests-import-server',
      severity: 'error',
      comment: 'Nothing imports server/ but its own code and the tests.',
      from: { path: '^(contract|src|worker|sw)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|reports|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
};
