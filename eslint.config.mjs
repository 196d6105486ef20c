import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: ['.next/**', 'node_modules/**', 'bench/.baseline/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
