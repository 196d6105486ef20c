import { routes } from '@/lib/routes';
import { documentFormSchema } from '@/lib/validations/documents';
import { LABEL_SCAN_PATH } from './scan-state';

test('/eifu/scan is a registered public page, and no document may take the code "scan"', () => {
  expect(routes.find((route) => route.path === LABEL_SCAN_PATH)).toMatchObject({
    access: 'public',
    indexable: true,
    section: 'devices',
  });
  const form = { code: 'scan', kind: 'ifu', language: 'en', title: 'A title', devices: ['ww/perceval'] };
  const refused = documentFormSchema.safeParse(form);
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((issue) => issue.message)).toContain('This code is reserved. Choose another one.');
  expect(documentFormSchema.safeParse({ ...form, code: 'scan-perceval-en' }).success).toBe(true);
});
