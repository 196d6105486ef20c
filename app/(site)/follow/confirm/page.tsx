import type { Metadata } from 'next';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { TokenButton } from '@/components/follow/FollowForm';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { confirmFollowAction } from '@/lib/server/follow/actions';
import { followableDevice } from '@/lib/server/follow/devices';
import { pendingFollow } from '@/lib/server/follow/subscriptions';
import styles from '@/components/follow/FollowDevice.module.scss';

export const metadata: Metadata = { title: 'Confirm following a device', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * The confirmation link of a follow. Opening it confirms nothing (mail scanners open links): the page shows a
 * button, and its POST confirms (lib/server/follow/actions.ts).
 */
export default async function ConfirmFollowPage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { token } = await searchParams;
  const follow = await pendingFollow(await getDb(), token);
  const device = follow && followableDevice(follow.deviceKey);
  return (
    <>
      <PageHero eyebrow="Follow a device" title="Confirm" />
      <section className={styles.box}>
        {follow && device && typeof token === 'string' ? (
          <>
            <p>Press the button to start receiving e-mails about {device.name}.</p>
            <TokenButton
              action={confirmFollowAction}
              permalink={`/follow/confirm`}
              token={token}
              label={`Confirm: follow ${device.name}`}
            />
          </>
        ) : (
          <p role="alert">
            This confirmation link is unknown, already used or expired (links work for 48 hours). You can ask again from
            the device&apos;s page or <Link href="/follow">Follow a device</Link>.
          </p>
        )}
      </section>
    </>
  );
}
