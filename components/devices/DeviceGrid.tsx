import { getTranslations } from 'next-intl/server';
import type { Device } from '@/lib/content/devices';
import { DeviceCard } from './DeviceCard';
import styles from './DeviceCard.module.scss';

/** Devices grouped by product: a worldwide entry and its US edition share one card. */
export async function DeviceGrid({ devices, headingLevel = 3 }: { devices: Device[]; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('devicesPages');
  const groups = new Map<string, Device[]>();
  for (const device of devices) {
    const key = `${device.category}:${device.market === 'us' && device.slug === 'carbomedics' ? 'carbomedics-m' : device.slug}`;
    groups.set(key, [...(groups.get(key) ?? []), device]);
  }
  return (
    <ul className={styles.grid}>
      {[...groups.values()].map((editions) => (
        <DeviceCard
          key={`${editions[0]!.category}-${editions[0]!.slug}`}
          headingLevel={headingLevel}
          editions={editions}
          labels={{ worldwide: t('worldwide'), us: t('us'), editions: t('editions') }}
        />
      ))}
    </ul>
  );
}
