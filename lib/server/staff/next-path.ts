/**
 * Where a staff sign-in may send the browser afterwards: a back-office page of this site only (`/admin/...`),
 * never another site (`//evil.example`, `https://…`, `/\evil`), never the sign-in pages themselves.
 * Pure (no server imports) so the request gate and the unit test use it too.
 */
import { sameSitePath } from '@/lib/academy/next-path';

export const ADMIN_HOME = '/admin';

export function safeAdminNext(value: string | null | undefined): string {
  const resolved = sameSitePath(value);
  if (!resolved) return ADMIN_HOME;
  const { pathname } = resolved;
  if (pathname !== ADMIN_HOME && !pathname.startsWith(`${ADMIN_HOME}/`)) return ADMIN_HOME;
  if (pathname.startsWith('/admin/login')) return ADMIN_HOME;
  return resolved.path;
}
