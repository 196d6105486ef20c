'use client';
import type { EraseState } from '@/lib/admin/privacy-states';
import { privacyForms } from './privacy-forms';
import { AdminField } from './form/AdminField';
import { AdminFormView } from './form/AdminForm';
import type { useAdminForm } from './form/useAdminForm';

/**
 * The irreversible step: the officer types the address again; the server compares before erasing anything. Its
 * answer is held by PrivacyLookup, which shows what is left afterwards.
 */
export function PrivacyErase({
  email,
  search,
  held,
}: {
  email: string;
  search?: string;
  held: ReturnType<typeof useAdminForm<EraseState>>;
}) {
  return (
    <AdminFormView held={held} {...privacyForms.erase}>
      <h3 id="erase-heading">Erase this person</h3>
      <input type="hidden" name="email" value={email} />
      {search && <input type="hidden" name="search" value={search} />}
      <AdminField
        name="confirmation"
        label={`Type ${email} to confirm`}
        type="email"
        required
        hint="This cannot be undone. Names, addresses, messages, notes and uploaded files are removed; form rows are kept without them so totals stay right; the academy account is deleted with its progress."
      />
    </AdminFormView>
  );
}
