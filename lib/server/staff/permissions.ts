/**
 * THE permission table of the back office: which staff role may do what. Every /admin page, server action and
 * admin API asks `can(role, action)` through the guards in ./guard.ts; nothing else decides access.
 *
 * Adding a section: add its actions to STAFF_ACTIONS, grant them below, and the unit test's matrix with them.
 * Pure data with no server imports, so the menu, tests and scripts can all read it.
 */
export const STAFF_ROLES = [
  'admin',
  'editor',
  'sales',
  'academy_manager',
  'privacy_officer',
  'regulatory',
  'customer_service',
  'medical_reviewer',
  'legal_reviewer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ACTIONS = [
  'leads.read',
  'leads.write',
  'leads.export',
  'news.write',
  'academy.manage',
  'staff.manage',
  'audit.read',
  'gdpr.manage',
  'outbox.read',
  'outbox.resend',
  'vitals.read',
  'documents.write',
  'documents.approve',
  'paper_copies.manage',
  'content.author',
  'content.review',
  'content.publish',
  'content.routing',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const grants: Record<StaffRole, ReadonlySet<StaffAction>> = {
  // Everything, including managing staff.
  admin: new Set(STAFF_ACTIONS),
  // News and press releases, the real-user Web Vitals of the pages (the web team), and drafts of controlled content.
  editor: new Set(['news.write', 'vitals.read', 'content.author']),
  // Leads: read, change status, add notes, export.
  sales: new Set(['leads.read', 'leads.write', 'leads.export']),
  // Courses, lectures, learners and their progress.
  academy_manager: new Set(['academy.manage']),
  // Data-subject requests and the audit trail; reads leads and mail to answer access requests.
  privacy_officer: new Set(['gdpr.manage', 'audit.read', 'leads.read', 'outbox.read']),
  // Regulatory affairs: device documents and safety notices. One member uploads a draft, a different one approves it
  // (lib/server/staff/second-approval.ts), so publishing always takes two people of this role or an admin. Also
  // controlled content (lib/server/controlled): writes versions, signs where the routing names the role, publishes.
  regulatory: new Set(['documents.write', 'documents.approve', 'content.author', 'content.review', 'content.publish']),
  // Customer service: the queue of paper copies of instructions for use, due within seven calendar days.
  customer_service: new Set(['paper_copies.manage']),
  // Medical and legal reviewers read controlled versions and sign with the meanings the routing gives their role
  // (controlled_routing); which meanings those are is the company's procedure, not this table's.
  medical_reviewer: new Set(['content.review']),
  legal_reviewer: new Set(['content.review']),
};

export function can(role: StaffRole, action: StaffAction): boolean {
  return grants[role]?.has(action) ?? false;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Roles whose accounts reach no admin page before a TOTP code is verified: they see personal data (sales: leads;
 * customer service: the names and postal addresses of paper-copy requests; the privacy officer) or staff, or publish
 * regulatory documents or sign controlled content. The editor and the academy manager may sign in with a password alone (the academy manager
 * does see learners' names and addresses: a candidate for this list, left to a decision of its own).
 */
const TOTP_ROLES: ReadonlySet<StaffRole> = new Set([
  'admin',
  'sales',
  'privacy_officer',
  'regulatory',
  'customer_service',
  // They sign regulated content, and a signature needs the TOTP code (lib/server/controlled/sign.ts).
  'medical_reviewer',
  'legal_reviewer',
]);
export function roleRequiresTotp(role: StaffRole): boolean {
  return TOTP_ROLES.has(role);
}

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  editor: 'Editor',
  sales: 'Sales',
  academy_manager: 'Academy manager',
  privacy_officer: 'Privacy officer',
  regulatory: 'Regulatory affairs',
  customer_service: 'Customer service',
  medical_reviewer: 'Medical reviewer',
  legal_reviewer: 'Legal reviewer',
};
