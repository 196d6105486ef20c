/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { devices, devicePath, categories } from '@/lib/content/devices';
import { brochurePath, safetyDocumentPath } from '@/lib/content/brochures';
import { routes } from '@/lib/routes';
import { linksIn } from '@/lib/content/inline';
import type { Block } from '@/lib/content/pages';

const SPEC_ROUTES = [
  ...[
    'perceval',
    'perceval-plus',
    'perceval-plus-lancelot',
    'solo-smart',
    'crown-prt',
    'bi-carbon',
    'carbo-medics',
    'conduits',
    'haart-200',
    'haart-300',
  ].map((slug) => `/devices/aortic/${slug}`),
  ...[
    'perceval',
    'perceval-plus',
    'perceval-plus-lancelot',
    'solo-smart',
    'carbo-medics',
    'conduits',
    'haart-200',
    'haart-300',
  ].map((slug) => `/devices/aortic/US/${slug}`),
  ...[
    'memo4d',
    'memo3d-rechord',
    'memo3d',
    'annuloflex',
    'carbomedics-m',
    'sovering',
    'bicarbon-m',
    'pericarbon-m',
  ].map((slug) => `/devices/mitral/${slug}`),
  ...['memo3d', 'memo4d', 'annuloflex', 'annuloflo', 'carbomedics'].map((slug) => `/devices/mitral/US/${slug}`),
  ...[
    'atrial-life-system',
    'detach',
    'intercostal-retractor-system',
    'knot-pusher',
    'tie',
    'suture-belt',
    'cuff',
    'collar',
  ].map((slug) => `/devices/miami/US/${slug}`),
];

const texts = (blocks: readonly Block[]) =>
  blocks.flatMap((block) =>
    block.type === 'list'
      ? block.items
      : block.type === 'table'
        ? block.rows.flat()
        : block.type === 'p' || block.type === 'h3' || block.type === 'h2'
          ? [block.text]
          : block.type === 'callout'
            ? [block.text]
            : [],
  );

describe('device catalogue', () => {
  it('has content for exactly the 39 device routes of the spec, all in the registry', () => {
    expect(devices.map(devicePath).sort()).toEqual([...SPEC_ROUTES].sort());
    const registered = new Set(routes.map((route) => route.path));
    for (const path of [...SPEC_ROUTES, '/devices', ...categories.map((category) => `/devices/${category.pageSlug}`)]) {
      expect(registered.has(path)).toBe(true);
    }
  });

  it.each(devices.map((device) => [devicePath(device), device] as const))('%s is complete', (_, device) => {
    expect(device.claims.length).toBeGreaterThanOrEqual(2);
    expect(device.claims.length).toBeLessThanOrEqual(3);
    expect(device.sections.features.length).toBeGreaterThan(0);
    expect(device.sections.performance.length).toBeGreaterThan(0);
    expect(device.sections.references.length).toBeGreaterThan(0);
    expect(device.sections.brochures.length).toBeGreaterThan(0);
    expect(device.sections.safety.documents.length).toBeGreaterThan(0);
    expect(device.sections.safety.manufacturers.length).toBeGreaterThan(0);
    expect(device.summary.length).toBeGreaterThanOrEqual(50);
    expect(device.tags.split(',').length).toBeGreaterThan(5);
    for (const card of device.sections.brochures)
      expect(existsSync(join('public', brochurePath(card.file)))).toBe(true);
    for (const document of device.sections.safety.documents)
      expect(existsSync(join('public', safetyDocumentPath(document.file)))).toBe(true);
    if (device.market === 'us') {
      expect(device.sections.safety.importantSafetyInformation?.length).toBeGreaterThan(0);
      expect(device.sections.safety.ceMark).toBeUndefined();
    }
    const copy = [
      ...texts(device.sections.features),
      ...texts(device.sections.performance),
      ...texts(device.sections.safety.intro),
    ].join(' ');
    expect(copy).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\[placeholder\]/i);
    expect([...copy.matchAll(/\[[^\]]+\]\(([^)]+)\)/g)].map((match) => match[1])).toEqual(linksIn(copy));
  });

  it('numbers references from 1 by their order and never repeats a document code or brochure id', () => {
    const codes = devices.map((device) => device.documentCode);
    expect(new Set(codes).size).toBe(codes.length);
    const brochureIds = devices.flatMap((device) => device.sections.brochures.map((card) => card.id));
    expect(new Set(brochureIds).size).toBe(brochureIds.length);
  });

  it('follows the spec on the two example pages', () => {
    const solo = devices.find((device) => devicePath(device) === '/devices/aortic/solo-smart')!;
    expect(solo.claims).toHaveLength(3);
    expect(solo.sections.references).toHaveLength(4);
    expect(solo.sections.brochures.map((card) => card.id)).toEqual(['solo-smart']);
    expect(solo.sections.safety.documents.map((document) => document.region)).toEqual(
      expect.arrayContaining(['EU', 'USA and Canada']),
    );
    expect(solo.sections.safety.manufacturers).toHaveLength(2);
    expect(solo.sections.safety.ceMark).toBe('0123');

    const rechord = devices.find((device) => devicePath(device) === '/devices/mitral/memo3d-rechord')!;
    expect(rechord.claims).toHaveLength(2);
    expect(rechord.sections.references).toHaveLength(8);
    expect(rechord.sections.brochures.map((card) => card.id)).toEqual(['memo-3d-rechord']);
    expect(rechord.sections.safety.documents).toHaveLength(1);
    expect(rechord.sections.safety.manufacturers).toHaveLength(1);
    expect(JSON.stringify(rechord)).toMatch(/1 and 10 .*10,000/);
  });
});
