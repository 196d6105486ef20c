import { findRoute as findRegistered } from '../routes';
import { findRoute } from './route-index';
import { staffGate } from './staff-gate';

test('a gated admin page without the staff cookie goes to the staff sign-in, coming back to it', () => {
  expect(staffGate('/admin/staff', findRoute('/admin/staff'), false)).toBe('/admin/login?next=%2Fadmin%2Fstaff');
  expect(staffGate('/admin', findRoute('/admin'), false)).toBe('/admin/login?next=%2Fadmin');
});

test('with the cookie the page decides (it checks the session itself)', () => {
  expect(staffGate('/admin/staff', findRoute('/admin/staff'), true)).toBeNull();
});

test('the sign-in pages and public pages are not gated', () => {
  expect(staffGate('/admin/login', findRoute('/admin/login'), false)).toBeNull();
  expect(staffGate('/admin/login/verify', findRoute('/admin/login/verify'), false)).toBeNull();
  expect(staffGate('/news', findRoute('/news'), false)).toBeNull();
});

test('admin pages are registered but never indexable', () => {
  for (const path of ['/admin', '/admin/staff', '/admin/audit', '/admin/login']) {
    const route = findRegistered(path);
    expect(route).toBeDefined();
    expect(route && 'indexable' in route ? route.indexable : true).toBe(false);
  }
});
