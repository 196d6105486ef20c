import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

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
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A form sent before the page's scripts run (they load after the first paint) must not become a GET with its
    // fields in the address: it names a method or a server action, or is a PostForm.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'])):not(:has(JSXAttribute[name.name='action']))",
          message:
            'A <form> needs method or action; a form the page script sends is a PostForm (components/forms/PostForm.tsx).',
        },
      ],
    },
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
