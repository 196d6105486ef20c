/**
 * Where a staff sign-in may send the browser afterwards: a back-office page of this site only (`/admin/...`),
 * never another site (`//evil.example`, `https://…`, `/\evil`), never the sign-in pages themselves.
 * Pure (no server imports) so the request gate and the unit test use it too.
 */
export const ADMIN_HOME = '/admin';

export function safeAdminNext(value: string | null | undefined): string {
  if (!value || value.length > 500) return ADMIN_HOME;
  if (!value.startsWith('/admin') || value.includes('\\') || /[\u0000-\u001f\s]/.test(value)) return ADMIN_HOME;
  const pathname = value.split(/[?#]/)[0] ?? value;
  if (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  if (pathname.startsWith('/admin/login') || pathname.split('/').some((segment) => segment === '..' || segment === '.')) return ADMIN_HOME;
  return value;
}
