import localFont from 'next/font/local';

// Served from the repository: no font request leaves the site, and builds work offline.
export const inter = localFont({
  src: './inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
