import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { FollowForm } from '@/components/follow/FollowForm';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { followDeviceAction } from '@/lib/server/follow/actions';
import { followableDevices } from '@/lib/server/follow/devices';
import styles from '@/components/follow/FollowDevice.module.scss';

export const metadata: Metadata = {
  ...pageMetadata({
    path: '/follow',
    title: 'Follow a device',
    description:
      'An e-mail when a document of a Corcym device gets a new revision or a field safety notice about it opens, or its Atom feed.',
  }),
  // A form, not content: kept out of search engines.
  robots: { index: false, follow: true },
};

/** /follow: choose a device and follow it by e-mail (double opt-in), or read its Atom feed. */
export default function FollowPage() {
  setRequestLocale(defaultLocale);
  const devices = followableDevices();
  return (
    <>
      <PageHero
        eyebrow="Document centre"
        title="Follow a device"
        lead="An e-mail when a new revision of a device's documents is published or a field safety notice about it opens."
      />
      <section className={styles.box} aria-labelledby="follow-any">
        <h2 id="follow-any">Follow by e-mail</h2>
        <p>
          We first send a link to confirm; nothing else is sent before you confirm, and every e-mail has a one-click
          unsubscribe.
        </p>
        <FollowForm action={followDeviceAction} permalink="/follow" id="follow-any" choices={devices} />
      </section>
      <section className={styles.box} aria-labelledby="follow-feeds">
        <h2 id="follow-feeds">Atom feeds</h2>
        <ul>
          {devices.map((device) => (
            <li key={device.key}>
              <a href={device.feedPath} type="application/atom+xml">
                {device.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
