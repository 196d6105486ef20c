import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentPage, SitePage } from '../pages/types';
import type { Device, DeviceCategory, Manufacturer, Reference } from '../devices/types';
import type { MediaCategory, MediaVideo } from '../media/types';
import type { TeamData, TeamGroup } from '../team';
import { ContentError } from './errors';
import { splitFrontMatter, YamlSource } from './front-matter';
import { readBlocks, readSections } from './markdown';
import {
  deviceFrontMatterSchema,
  deviceMenuSchema,
  deviceOverlayFrontMatterSchema,
  deviceSections,
  pageFrontMatterSchema,
  sharedDeviceDataSchema,
} from './schemas';
import { mediaCategories, mediaFileSchema } from './media-schemas';
import { teamFileSchema, teamGroups } from './team-schemas';
import { z } from 'zod';

/** Reads the content folder (content/ at the repository root) into the typed data the site renders. */
export class ContentFolder {
  constructor(readonly root: string) {}

  /** The path an editor sees, for messages. */
  name(path: string) {
    return relative(process.cwd(), join(this.root, path));
  }

  read(path: string) {
    return readFileSync(join(this.root, path), 'utf8');
  }

  filesIn(folder: string, extension: string): string[] {
    return readdirSync(join(this.root, folder))
      .filter((file) => file.endsWith(extension))
      .sort()
      .map((file) => join(folder, file));
  }

  yaml(path: string): YamlSource {
    return YamlSource.parse(this.read(path), this.name(path));
  }

  /** A long-form page: front matter and blocks. */
  page(path: string): ContentPage {
    const file = this.name(path);
    const { yaml, body, bodyLine } = splitFrontMatter(this.read(path), file);
    return { ...yaml.check(pageFrontMatterSchema), blocks: readBlocks(body, file, bodyLine) };
  }

  /** Company and legal pages: content/pages/{company,legal}/*.md, each at one path segment; the folder is its section. */
  pages(): SitePage[] {
    const pages = (['company', 'legal'] as const).flatMap((section) =>
      this.filesIn(`pages/${section}`, '.md').map((path) => {
        const page = this.page(path);
        if (page.path.lastIndexOf('/') !== 0)
          throw new ContentError(this.name(path), 2, `path: ${page.path} must be one segment, e.g. /ethics`);
        return { ...page, section };
      }),
    );
    unique(pages, (page) => page.path, 'path');
    return pages;
  }

  /** The device catalogue, in menu order (content/devices/menu.yaml). */
  devices(): Device[] {
    const shared = this.yaml('devices/shared.yaml').check(sharedDeviceDataSchema);
    const menuSource = this.yaml('devices/menu.yaml');
    const menu = menuSource.check(deviceMenuSchema);
    const worldwide = new Map<string, Device>();
    const devices: Device[] = [];
    for (const category of Object.keys(menu) as DeviceCategory[]) {
      const listed = new Set(menu[category]);
      for (const path of this.filesIn(`devices/${category}`, '.md')) {
        const stem = path.slice(path.lastIndexOf('/') + 1, -'.md'.length);
        if (!listed.has(stem))
          throw new ContentError(this.name(path), 1, `not listed under ${category} in devices/menu.yaml`);
      }
      menu[category].forEach((stem, index) => {
        const path = `devices/${category}/${stem}.md`;
        let source: string;
        try {
          source = this.read(path);
        } catch {
          throw new ContentError(menuSource.file, menuSource.lineOf([category, index]), `no file ${this.name(path)}`);
        }
        const device = readDevice(
          source,
          this.name(path),
          category,
          stem.endsWith('.us') ? 'us' : 'ww',
          shared,
          worldwide,
        );
        if (device.market === 'ww') worldwide.set(device.slug, device);
        devices.push(device);
      });
    }
    unique(devices, (device) => `${device.category}/${device.market}/${device.slug}`, 'slug');
    unique(
      devices.flatMap((device) => device.sections.brochures),
      (brochure) => brochure.id,
      'brochure id',
    );
    return devices;
  }

  /** The media library in library order: content/media/{category}.yaml in the order of `mediaCategories`. */
  mediaVideos(): MediaVideo[] {
    const categories = Object.keys(mediaCategories) as MediaCategory[];
    const seen = new Map<string, string>();
    return this.filesNamedFor('media', categories).flatMap(({ stem: category, path }) => {
      const yaml = this.yaml(path);
      return yaml.check(mediaFileSchema).map(({ id, title, description, ...fields }, index) => {
        const before = seen.get(id);
        if (before)
          throw new ContentError(yaml.file, yaml.lineOf([index, 'id']), `the id "${id}" is also in ${before}`);
        seen.set(id, yaml.file);
        return { id, title, description, category, ...fields };
      });
    });
  }

  /** The team pages in site order (content/team/{group}.yaml, in the order of `teamGroups`) and their roles. */
  team(): TeamData {
    const data: TeamData = { pages: [], roles: [] };
    for (const { stem: group, path } of this.filesNamedFor('team', Object.keys(teamGroups) as TeamGroup[])) {
      const { roles, ...page } = this.yaml(path).check(teamFileSchema);
      data.pages.push({ group, ...page });
      data.roles.push(...roles.map(({ id, ...role }) => ({ id, group, ...role })));
    }
    unique(data.pages, (page) => page.path, 'team page path');
    unique(data.roles, (role) => role.id, 'role id');
    return data;
  }

  /** The YAML files of `folder`, one for each of `stems` in that order; a file with another name is a mistake. */
  private filesNamedFor<S extends string>(folder: string, stems: readonly S[]): { stem: S; path: string }[] {
    for (const path of this.filesIn(folder, '')) {
      const stem = path.slice(folder.length + 1).replace(/\.yaml$/, '');
      if (!path.endsWith('.yaml') || !(stems as readonly string[]).includes(stem))
        throw new ContentError(this.name(path), 1, `${folder}/ holds only ${stems.map((s) => `${s}.yaml`).join(', ')}`);
    }
    return stems.map((stem) => {
      const path = `${folder}/${stem}.yaml`;
      if (!existsSync(join(this.root, path)))
        throw new ContentError(
          this.name(folder),
          0,
          `${stem}.yaml is missing (one file for each of ${stems.join(', ')})`,
        );
      return { stem, path };
    });
  }
}

type Shared = z.output<typeof sharedDeviceDataSchema>;

function resolveKeys<T>(
  values: (string | T)[],
  table: Record<string, T>,
  kind: string,
  yaml: YamlSource,
  at: PropertyKey[],
): T[] {
  return values.map((value, index) => {
    if (typeof value !== 'string') return value;
    const found = table[value];
    if (!found)
      throw new ContentError(yaml.file, yaml.lineOf([...at, index]), `no ${kind} "${value}" in devices/shared.yaml`);
    return found;
  });
}

function readDevice(
  source: string,
  file: string,
  category: DeviceCategory,
  market: Device['market'],
  shared: Shared,
  worldwide: Map<string, Device>,
): Device {
  const { yaml, body, bodyLine } = splitFrontMatter(source, file);
  const sections = readSections(body, file, bodyLine);
  const blocksOf = (name: keyof typeof deviceSections) => sections.get(name)?.blocks;
  for (const [name, { line, blocks }] of sections) {
    if (name === '' ? blocks.length > 0 : !(name in deviceSections))
      throw new ContentError(
        file,
        line,
        `a device file's sections are ${Object.keys(deviceSections)
          .map((s) => `"# ${s}"`)
          .join(', ')}`,
      );
  }
  const raw = yaml.value as Record<string, unknown> | null;
  const safetyOf = (safety: {
    documents: Device['sections']['safety']['documents'];
    manufacturers: (string | Manufacturer)[];
    ceMark?: '0123';
  }) => ({
    intro: blocksOf('Safety') ?? missing(file, 'Safety'),
    documents: safety.documents,
    manufacturers: resolveKeys(safety.manufacturers, shared.manufacturers, 'manufacturer', yaml, [
      'safety',
      'manufacturers',
    ]),
    ...(safety.ceMark && { ceMark: safety.ceMark }),
    ...(blocksOf('Important Safety Information') && {
      importantSafetyInformation: blocksOf('Important Safety Information'),
    }),
  });

  if (market === 'us' && raw && 'base' in raw) {
    const {
      base: baseSlug,
      addTags,
      safety,
      references,
      brochures,
      ...fields
    } = yaml.check(deviceOverlayFrontMatterSchema);
    const base = worldwide.get(baseSlug);
    if (!base)
      throw new ContentError(
        file,
        yaml.lineOf(['base']),
        `no worldwide device "${baseSlug}" listed before it in its category`,
      );
    if (addTags && fields.tags)
      throw new ContentError(file, yaml.lineOf(['addTags']), 'give tags or addTags, not both');
    return {
      ...base,
      ...fields,
      market,
      ...(addTags && { tags: `${base.tags}, ${addTags}` }),
      sections: {
        features: blocksOf('Features') ?? base.sections.features,
        performance: blocksOf('Performance') ?? base.sections.performance,
        references: references
          ? resolveKeys(references, shared.references, 'reference', yaml, ['references'])
          : base.sections.references,
        brochures: brochures ?? base.sections.brochures,
        safety: safetyOf(safety),
      },
    };
  }
  const { safety, references, brochures, ...fields } = yaml.check(deviceFrontMatterSchema);
  return {
    ...fields,
    market,
    category,
    sections: {
      features: blocksOf('Features') ?? missing(file, 'Features'),
      performance: blocksOf('Performance') ?? missing(file, 'Performance'),
      references: resolveKeys<Reference>(references, shared.references, 'reference', yaml, ['references']),
      brochures,
      safety: safetyOf(safety),
    },
  };
}

function missing(file: string, section: string): never {
  throw new ContentError(file, 1, `the section "# ${section}" is missing`);
}

function unique<T>(items: T[], key: (item: T) => string, what: string) {
  const seen = new Set<string>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) throw new ContentError('content', 0, `the ${what} "${value}" is used twice`);
    seen.add(value);
  }
}
