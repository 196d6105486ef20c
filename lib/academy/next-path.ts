export const LOGIN_PATH = '/login';
export const ACADEMY_HOME = '/academy';

/**
 * Where a sign-in may send the learner: a path of this site only (`/academy/courses`, not `//evil.example` or
 * `https://…`), never back to the login page itself; anything else falls back to the academy home.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 500) return ACADEMY_HOME;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return ACADEMY_HOME;
  const pathname = value.split(/[?#]/)[0] ?? value;
  if (pathname === LOGIN_PATH || pathname.startsWith('/api/')) return ACADEMY_HOME;
  return value;
}
