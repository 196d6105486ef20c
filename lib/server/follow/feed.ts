import 'server-only';
import { Feed } from 'feed';
import { documentKindLabels } from '@/lib/eifu/catalogue';
import { siteConfig } from '@/lib/site-config';
import type { Db } from '../db';
import type { FollowedDevice } from './devices';

/**
 * One device's Atom feed: the published revisions of its documents and the public (open or closed) field safety
 * notices about it, newest first, each with its title, date and link. Nothing of the documents' content.
 */
export async function deviceFeedXml(db: Db, device: FollowedDevice, origin: string = siteConfig.url): Promise<string> {
  const absolute = (path: string) => `${origin}${path}`;
  const revisions = await db
    .selectFrom('document_revisions as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .innerJoin('document_devices as dd', 'dd.document_id', 'd.id')
    .select(['d.code', 'd.title', 'd.kind', 'r.revision', 'r.published_at'])
    .where('dd.device_key', '=', device.key)
    .where('r.status', '=', 'published')
    .execute();
  const notices = await db
    .selectFrom('safety_notices as n')
    .innerJoin('safety_notice_devices as nd', 'nd.notice_id', 'n.id')
    .select(['n.reference', 'n.title', 'n.published_at'])
    .distinct()
    .where('nd.device_key', '=', device.key)
    .where('n.status', 'in', ['open', 'closed'])
    .execute();
  const entries = [
    ...revisions.map((row) => ({
      title: `${documentKindLabels[row.kind]} ${row.code}, revision ${row.revision}: ${row.title}`,
      link: absolute(`/eifu/${encodeURIComponent(row.code)}/${encodeURIComponent(row.revision)}`),
      date: row.published_at ?? '2024-01-01T00:00:00.000Z',
    })),
    ...notices.map((row) => ({
      title: `Field safety notice ${row.reference}: ${row.title}`,
      link: absolute(`/safety-notices#notice-${encodeURIComponent(row.reference)}`),
      date: row.published_at ?? '2024-01-01T00:00:00.000Z',
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    id: absolute(device.feedPath),
    title: `${device.name}: documents and safety notices`,
    description: `New revisions of the documents of ${device.name} and field safety notices about it, from ${siteConfig.name}.`,
    link: absolute(device.path),
    language: 'en',
    updated: new Date(entries[0]?.date ?? '2024-01-01T00:00:00.000Z'),
    feedLinks: { atom: absolute(device.feedPath) },
    author: { name: siteConfig.name, link: absolute('/') },
    copyright: `© ${siteConfig.name}`,
    generator: false,
  });
  for (const entry of entries)
    feed.addItem({ id: entry.link, title: entry.title, link: entry.link, date: new Date(entry.date) });
  return feed.atom1();
}
