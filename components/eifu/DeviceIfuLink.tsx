import Link from 'next/link';
import type { Device } from '@/lib/content/devices';
import { documentPath } from '@/lib/eifu/catalogue';
import { deviceDocuments } from '@/lib/server/documents/device';

/**
 * The "Instructions for use" link of a device page: the device's IFU in this site's document centre when it holds
 * one (English first), else the external instructions-for-use site (/ifu, forwarded by the request gate).
 */
export async function DeviceIfuLink({ device, label, newTab }: { device: Device; label: string; newTab: string }) {
  const docs = await deviceDocuments(device);
  const ifu = docs.find((doc) => doc.kind === 'ifu' && doc.language === 'en') ?? docs.find((doc) => doc.kind === 'ifu');
  if (ifu) return <Link href={documentPath(ifu.code)}>{label}</Link>;
  return (
    <a href="/ifu" target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
