import { can, type StaffAction, type StaffRole } from './permissions';

/**
 * The back office's sections: the menu and the dashboard list those the role may use. Add a section here when
 * its page exists (never before: no dead links), with the action its page passes to `requireStaff`.
 */
export interface AdminSection {
  href: string;
  label: string;
  description: string;
  action: StaffAction;
}

export const adminSections: readonly AdminSection[] = [
  {
    href: '/admin/leads',
    label: 'Leads',
    description: 'Every form submission in one inbox: search, filter, handle, assign, add notes and export as CSV.',
    action: 'leads.read',
  },
  {
    href: '/admin/paper-copies',
    label: 'Paper copies',
    description:
      'Requests for a printed copy of instructions for use: post each within seven calendar days, overdue ones first.',
    action: 'paper_copies.manage',
  },
  {
    href: '/admin/safety-notices',
    label: 'Safety notices',
    description:
      'Field safety notices: write a draft with its devices, lots and PDFs; a second colleague approves it; close it when done.',
    action: 'documents.write',
  },
  {
    href: '/admin/news',
    label: 'News and press',
    description: 'Write, preview, publish, unpublish and delete news items and press releases.',
    action: 'news.write',
  },
  {
    href: '/admin/documents',
    label: 'Device documents',
    description:
      'Instructions for use, SSCP references and safety documents: upload a revision as a draft, approve a colleague’s.',
    action: 'documents.write',
  },
  {
    href: '/admin/staff',
    label: 'Staff',
    description: 'Create staff accounts, change roles, deactivate members and reset their authenticator.',
    action: 'staff.manage',
  },
  {
    href: '/admin/academy',
    label: 'Academy',
    description: 'Courses and lectures, learners and their enrolments, progress reports per course.',
    action: 'academy.manage',
  },
  {
    href: '/admin/privacy',
    label: 'Privacy',
    description: 'Find, export or erase everything stored about an e-mail address, and set how long leads are kept.',
    action: 'gdpr.manage',
  },
  {
    href: '/admin/outbox',
    label: 'Mail outbox',
    description: 'Every e-mail the site queued: read it, see whether it was delivered, send it again.',
    action: 'outbox.read',
  },
  {
    href: '/admin/vitals',
    label: 'Web Vitals',
    description:
      'How fast and stable pages are for real visitors who accepted analytics: p75 per page template and week.',
    action: 'vitals.read',
  },
  {
    href: '/admin/audit',
    label: 'Audit log',
    description: 'Every change made in the back office: who, what, when, and the record before and after.',
    action: 'audit.read',
  },
];

export function sectionsFor(role: StaffRole): AdminSection[] {
  return adminSections.filter((section) => can(role, section.action));
}
