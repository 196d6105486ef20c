import { followDeviceAction } from '@/lib/server/follow/actions';
import { followableDevice } from '@/lib/server/follow/devices';
import { FollowForm } from './FollowForm';
import styles from './FollowDevice.module.scss';

/**
 * "Follow this device" on its page (issue 38 item 19): an e-mail when a new revision of one of its documents is
 * published or a field safety notice about it opens (double opt-in), and the device's Atom feed.
 */
export function FollowDevice({ deviceKey, path }: { deviceKey: string; path: string }) {
  const device = followableDevice(deviceKey);
  if (!device) return null;
  const id = `follow-${device.market}-${device.slug}`;
  return (
    <section className={styles.box} aria-labelledby={id} id="follow">
      <h2 id={id}>Follow {device.name}</h2>
      <p>
        Get an e-mail when a new revision of its instructions for use or another of its documents is published, or a
        field safety notice about it opens. We first send a link to confirm; every e-mail has a one-click unsubscribe.
        Or read the same news in a feed reader:{' '}
        <a href={device.feedPath} type="application/atom+xml">
          Atom feed of {device.name}
        </a>
        .
      </p>
      <FollowForm action={followDeviceAction} permalink={`${path}#follow`} id={id} device={device.key} />
    </section>
  );
}
