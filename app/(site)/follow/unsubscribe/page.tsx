import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { TokenButton } from '@/components/follow/FollowForm';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { unsubscribeAction } from '@/lib/server/follow/actions';
import { followableDevice } from '@/lib/server/follow/devices';
import { followByUnsubscribeToken } from '@/lib/server/follow/subscriptions';
import styles from '@/components/follow/FollowDevice.module.scss';

export const metadata: Metadata = { title: 'Stop following a device', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The unsubscribe link of the follow mails: one button (mail programs use the one-click POST of RFC 8058). */
export default async function UnsubscribePage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { token } = await searchParams;
  const follow = await followByUnsubscribeToken(await getDb(), token);
  const device = follow && followableDevice(follow.deviceKey);
  return (
    <>
      <PageHero eyebrow="Follow a device" title="Unsubscribe" />
      <section className={styles.box}>
        {follow && typeof token === 'string' ? (
          <TokenButton
            action={unsubscribeAction}
            permalink="/follow/unsubscribe"
            token={token}
            label={`Stop following ${device?.name ?? 'the device'}`}
          />
        ) : (
          <p role="alert">
            This unsubscribe link is unknown or already used: the address no longer follows the device.
          </p>
        )}
      </section>
    </>
  );
}
