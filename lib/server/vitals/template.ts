import 'server-only';
import { findRoute } from '@/lib/routes';
import type { PageTemplate } from '@/lib/page-templates';

/**
 * The template of a page path, through the route registry; undefined for a path the site does not serve (the
 * gate sends such a visit home, so a real browser never reports one) and for the back office, which is not
 * measured. A trailing slash is ignored, as the gate ignores it.
 */
export function measuredTemplate(path: string): PageTemplate | undefined {
  const route = findRoute(path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
  if (!route || route.access === 'staff' || route.access === 'staff-sign-in') return undefined;
  return route.template;
}
