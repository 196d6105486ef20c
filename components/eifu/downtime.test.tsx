/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { devices } from '@/lib/content/devices';
import { EifuSearchView } from './EifuSearchView';

jest.mock('@/lib/server/db', () => ({
  getDb: jest.fn(async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }),
}));

test('a device page is still built when the database cannot be reached: without its documents', async () => {
  const { deviceDocuments } = await import('@/lib/server/documents/device');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(deviceDocuments(devices[0]!)).resolves.toEqual([]);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});

test('with the database down the search says so and points at the external portal', () => {
  const html = renderToString(
    <EifuSearchView query={{ q: 'perceval' }} outcome={undefined} empty portalUrl="https://portal.example" />,
  );
  expect(html).toContain('cannot be searched right now');
  expect(html).toContain('href="https://portal.example"');
  expect(html).toContain('value="perceval"');
});

test('an empty document centre says documents are being added and links the portal', () => {
  const html = renderToString(
    <EifuSearchView
      query={{ q: '' }}
      outcome={{ documents: [], readAs: 'all' }}
      empty
      portalUrl="https://portal.example"
    />,
  );
  expect(html).toContain('Documents are being added to this site');
  expect(html).toContain('No documents are published here yet.');
});
