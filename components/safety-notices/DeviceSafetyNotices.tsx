import Link from 'next/link';
import { getDb } from '@/lib/server/db';
import { openNoticesFor } from '@/lib/server/safety-notices/register';
import styles from './SafetyNotices.module.scss';

/**
 * The open field safety notices of one device, on its page (nothing when there are none). Device pages are
 * static: approving or closing a notice expires the tag of each device it names (openNoticesFor tags the page).
 */
export async function DeviceSafetyNotices({ deviceKey }: { deviceKey: string }) {
  const notices = await openNoticesFor(await getDb(), deviceKey);
  if (notices.length === 0) return null;
  return (
    <aside className={styles.banner} aria-labelledby={`fsn-${deviceKey.replace('/', '-')}`}>
      <h2 id={`fsn-${deviceKey.replace('/', '-')}`}>Field safety notice</h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>
            {notice.sample && <strong>Sample, fictitious: </strong>}
            <Link href={`/safety-notices#notice-${notice.reference}`}>
              {notice.reference}: {notice.title}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
