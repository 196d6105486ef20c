import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd, type DeviceNode } from '@/lib/seo/structured-data';

/** One structured-data block (lib/seo/structured-data.ts), escaped so no value can end the element. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<DeviceNode> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
