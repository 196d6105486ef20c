import 'server-only';
import { fail } from './envelope';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not serve: 405 in the site's envelope with the Allow header Next's own
 * answer lacks. A route exports them by name next to its real handlers:
 * `export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');`
 */
export function otherMethods(...served: Method[]): Record<Method, () => Response> {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse = () => fail(405, 'This method is not allowed here.', { headers: { Allow: allow } });
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, () => Response>;
}
