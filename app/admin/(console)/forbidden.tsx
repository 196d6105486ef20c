import { RefusedSection } from '@/components/admin/RefusedSection';
import { Refusal } from '@/components/admin/StatusPages';
import { currentStaff } from '@/lib/server/staff/guard';
import { roleLabels } from '@/lib/server/staff/permissions';
import { adminSections } from '@/lib/server/staff/sections';

/**
 * What a signed-in member sees, with HTTP 403 on the requested address, when `requireStaff` refuses their
 * role (it calls `forbidden()`). It sits in the console segment, so the console layout draws the shell and the
 * role's menu around it. (Only a root not-found may export metadata; the tab keeps the page's title.)
 */
export default async function Forbidden() {
  const state = await currentStaff();
  const role = state.status === 'signed-out' ? undefined : roleLabels[state.staff.role];
  return (
    <Refusal
      role={role}
      section={<RefusedSection sections={adminSections.map(({ href, label }) => ({ href, label }))} />}
    />
  );
}
