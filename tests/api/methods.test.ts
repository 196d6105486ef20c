/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const routeFiles = ['app/api', 'app/videos', 'app/documents']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
  .filter((file) => file.endsWith('route.ts') && !file.includes('[...path]'));

describe.each(routeFiles)('%s', (file) => {
  it('answers every method it does not serve with a 405 envelope and an Allow header', async () => {
    const routeModule = (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const served = METHODS.filter(
      (method) => typeof routeModule[method] === 'function' && !String(routeModule[method]).includes('refuse'),
    );
    expect(served.length).toBeGreaterThan(0);
    for (const method of METHODS.filter((name) => !served.includes(name))) {
      const handler = routeModule[method] as () => Response;
      expect(handler).toBeInstanceOf(Function);
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(
        [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', '),
      );
      expect(await response.json()).toMatchObject({ success: false, code: 405 });
    }
  });
});
