import { safeAdminNext } from './next-path';

test.each([
  ['/admin/staff', '/admin/staff'],
  ['/admin/audit?page=2', '/admin/audit?page=2'],
  ['/admin', '/admin'],
  [null, '/admin'],
  ['', '/admin'],
  ['//evil.example/admin', '/admin'],
  ['https://evil.example/admin', '/admin'],
  ['/administrator', '/admin'],
  ['/admin/../academy', '/admin'],
  ['/admin\\@evil.example', '/admin'],
  ['/admin/login', '/admin'],
  ['/admin/login/verify', '/admin'],
  ['/academy', '/admin'],
  ['/admin/\nstaff', '/admin'],
])('safeAdminNext(%j) is %j', (value, expected) => {
  expect(safeAdminNext(value)).toBe(expected);
});
