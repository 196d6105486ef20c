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
    ignores: ['.next/**', '.next-e2e/**', '.next-bench/**', '.next-scale/**', 'node_modules/**', 'bench/.baseline/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
