import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

// NEXT_PUBLIC_* values are compiled in at build only where the code reads them as `process.env.NEXT_PUBLIC_X`;
// a name in a string (`process.env[name]`, `env('NEXT_PUBLIC_…')`) or a destructured process.env is read when
// the server runs instead, and regenerated pages lose the build's value (lib/site-config.ts).
const buildTimeSettings = [
  {
    selector: 'Literal[value=/^NEXT_PUBLIC_/]',
    message: 'Read a NEXT_PUBLIC_* setting as the literal process.env.NEXT_PUBLIC_X, the only form Next compiles in.',
  },
  {
    selector: "VariableDeclarator[init.object.name='process'][init.property.name='env'] > ObjectPattern",
    message: 'Read settings as process.env.NAME: Next compiles NEXT_PUBLIC_* in only in that form.',
  },
];

// A form sent before the page's scripts run (they load after the first paint) must not become a GET with its
// fields in the address: it names a method or a server action, or is a PostForm.
const formWithMethod = {
  selector:
    "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'])):not(:has(JSXAttribute[name.name='action']))",
  message:
    'A <form> needs method or action; a form the page script sends is a PostForm (components/forms/PostForm.tsx).',
};

// What lib/ and components/ may not import: routes (app/) and the site's own server (server/).
const notIntoAppOrServer = [
  {
    group: ['@/app/*', '**/app/*'],
    message: 'Routes use lib and components, never the reverse: pass server actions as props, move types into lib.',
  },
  {
    // `**/server/host/*` and `**/server/page-rewrite/*` for relative paths (lib/server is another folder).
    group: ['@/server/*', '**/server/host/*', '**/server/page-rewrite/*', '@/scripts/*', '**/scripts/*'],
    message: "The site's server and the scripts run apart from Next's bundles: share the piece through lib instead.",
  },
];

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Layering: lib is the data and logic layer under the UI, so it never reaches up into components; and no
    // module may import itself back through others (a cycle makes load order, and so initialisation, fragile).
    // Neither lib nor components reaches into app/ (routes use them, not the other way round: a page passes its
    // server actions as props, and shared types live in lib), nor into the site's server, which Node runs apart.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '**/components/*'],
              message: 'lib must not import from components: move the shared type or function into lib.',
            },
            ...notIntoAppOrServer,
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: notIntoAppOrServer }] },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What Next bundles. The site-URL warning names the variable to the operator from next.config.ts, at build.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'lib/seo/site-url-warning.ts'],
    rules: { 'no-restricted-syntax': ['error', ...buildTimeSettings] },
  },
  {
    // One rule's options replace another's for the same files, so these files list both.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', formWithMethod, ...buildTimeSettings] },
  },
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      '.next-bench/**',
      '.next-scale/**',
      'node_modules/**',
      'bench/.baseline/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
