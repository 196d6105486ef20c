import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { NoticeDraftForm } from '@/components/admin/safety-notices/NoticeDraftForm';
import { countries } from '@/lib/content/countries';
import { deviceChoices } from '@/lib/safety-notices/device-input';
import { correctionValues, DEVICE_ROWS, FILE_ROWS } from '@/lib/safety-notices/draft';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import { getDb } from '@/lib/server/db';
import { getNotice, getRejection } from '@/lib/server/safety-notices/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { createNoticeAction } from '../actions';

export const metadata: Metadata = { title: 'New safety notice' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A new notice, or (`?corrects=<id>`) its author's corrected version of a rejected draft: the form starts from the
 * rejected draft's values and says why it was rejected. Only the author, only a rejected draft; anyone else gets
 * the empty form.
 */
export default async function NewSafetyNoticePage({ searchParams }: Props) {
  const staff = await requireStaff('documents.write', '/admin/safety-notices/new');
  const wanted = (await searchParams).corrects;
  const source = typeof wanted === 'string' && wanted ? await getNotice(await getDb(), wanted) : undefined;
  const correcting = source && source.status === 'rejected' && source.authorId === staff.id ? source : undefined;
  const rejection = correcting ? await getRejection(await getDb(), correcting.id) : undefined;
  const initial: NoticeDraftState = correcting ? correctionValues(correcting) : {};
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/safety-notices" prefetch={false}>
          All safety notices
        </Link>
      </p>
      <h1 className={styles.title}>{correcting ? `Correct ${correcting.reference}` : 'New safety notice'}</h1>
      {correcting ? (
        <>
          <p className={styles.lead}>
            A new draft from the rejected one, with its values filled in. Choose the notice PDFs again (a browser cannot
            fill in a file). The corrected draft needs a different colleague&apos;s approval, as any draft.
          </p>
          {rejection && (
            <p>
              Reason for rejecting: <q>{rejection.reason}</q>
            </p>
          )}
        </>
      ) : (
        <p className={styles.lead}>
          The notice is saved as a draft. It becomes public only when a different colleague with the right to approve
          checks it and confirms with their own password.
        </p>
      )}
      <NoticeDraftForm
        action={createNoticeAction}
        devices={deviceChoices.map(({ key, label }) => ({ key, label }))}
        countries={countries}
        deviceRows={initial.deviceRows ?? DEVICE_ROWS}
        fileRows={FILE_ROWS}
        initial={initial}
        label={correcting ? `Correct ${correcting.reference}` : 'New safety notice'}
      />
    </div>
  );
}
