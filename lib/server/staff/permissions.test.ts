import {
  STAFF_ACTIONS,
  STAFF_ROLES,
  can,
  isStaffRole,
  roleRequiresTotp,
  type StaffAction,
  type StaffRole,
} from './permissions';

// The whole matrix, written out: a change of any grant has to change this table too.
const expected: Record<StaffRole, StaffAction[]> = {
  admin: [...STAFF_ACTIONS],
  editor: ['news.write', 'vitals.read', 'content.author'],
  sales: ['leads.read', 'leads.write', 'leads.export'],
  academy_manager: ['academy.manage'],
  privacy_officer: ['gdpr.manage', 'audit.read', 'leads.read', 'outbox.read'],
  regulatory: ['documents.write', 'documents.approve', 'content.author', 'content.review', 'content.publish'],
  customer_service: ['paper_copies.manage'],
  medical_reviewer: ['content.review'],
  legal_reviewer: ['content.review'],
};

describe('can(role, action)', () => {
  for (const role of STAFF_ROLES) {
    for (const action of STAFF_ACTIONS) {
      const allowed = expected[role].includes(action);
      test(`${role} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
      });
    }
  }

  test('the web team (admin and editor) reads the Web Vitals report', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'vitals.read'))).toEqual(['admin', 'editor']);
  });

  test('publishing documents is open to regulatory affairs and the admin only', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'documents.approve'))).toEqual(['admin', 'regulatory']);
  });

  test('only the admin manages staff', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'staff.manage'))).toEqual(['admin']);
  });

  test('an unknown role (a corrupted row) may do nothing', () => {
    expect(can('intern' as StaffRole, 'news.write')).toBe(false);
  });
});

test('isStaffRole accepts only the nine roles', () => {
  expect(STAFF_ROLES.every(isStaffRole)).toBe(true);
  expect(isStaffRole('Admin')).toBe(false);
  expect(isStaffRole('')).toBe(false);
  expect(isStaffRole(undefined)).toBe(false);
});

test('TOTP is required for every role that sees personal data, staff or regulatory publishing: all but editor and academy manager', () => {
  // Sales read and export leads, customer service the postal addresses of paper-copy requests (issue 39 item 12).
  expect(STAFF_ROLES.filter(roleRequiresTotp)).toEqual([
    'admin',
    'sales',
    'privacy_officer',
    'regulatory',
    'customer_service',
    'medical_reviewer',
    'legal_reviewer',
  ]);
});
