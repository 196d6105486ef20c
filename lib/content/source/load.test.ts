import { readFileSync } from 'node:fs';
import { errorAfterEditing as editedFolderError, lineOf } from '@/tests/content-folder';
import { mediaFacets, facetNames } from '../media/facets';
import { ContentFolder } from './load';
import { readBlocks } from './markdown';

/** What loading an edited copy of content/ with one of ContentFolder's readers throws. */
const errorAfterEditing = (
  path: string,
  edit: (text: string) => string,
  load: 'pages' | 'devices' | 'mediaVideos' | 'team',
) => editedFolderError(path, edit, (root) => new ContentFolder(root)[load]());

describe('the content folder', () => {
  const folder = new ContentFolder('content');

  it('holds the company and legal pages and the device catalogue', () => {
    expect(folder.pages().map((page) => page.path)).toEqual(expect.arrayContaining(['/about', '/ethics', '/privacy']));
    const devices = folder.devices();
    expect(devices).toHaveLength(39);
    expect(devices.filter((device) => device.market === 'us').length).toBeGreaterThan(15);
  });

  it('gives a US edition its worldwide page’s text and its own safety information', () => {
    const devices = folder.devices();
    const worldwide = devices.find((device) => device.slug === 'perceval' && device.market === 'ww')!;
    const us = devices.find((device) => device.slug === 'perceval' && device.market === 'us')!;
    expect(us.sections.features).toEqual(worldwide.sections.features);
    expect(us.name).toBe(worldwide.name);
    expect(us.tags.startsWith(`${worldwide.tags}, `)).toBe(true);
    expect(us.sections.safety.importantSafetyInformation?.[0]).toMatchObject({
      text: expect.stringContaining('Rx only'),
    });
    expect(worldwide.sections.safety.importantSafetyInformation).toBeUndefined();
    expect(readFileSync('content/devices/aortic/perceval.us.md', 'utf8')).not.toContain('# Features');
  });
});

describe('the media library and the team in the content folder', () => {
  const folder = new ContentFolder('content');

  it('holds the videos in library order, each with its category from its file', () => {
    const videos = folder.mediaVideos();
    expect(videos).toHaveLength(26);
    expect(videos[0]).toMatchObject({ id: 'perceval-sutureless-implantation-steps', category: 'aortic-solutions' });
    expect(videos.at(-1)!.category).toBe('minimally-invasive-instruments');
    const tricuspid = videos.find((video) => video.id === 'sovering-tricuspid-band-repair-steps')!;
    expect(tricuspid.category).toBe('tricuspid-solutions');
    expect(tricuspid.slides.at(-1)!.lines).toContain('The IFU supplied with Sovering is the reference');
  });

  it('uses only facet values of the vocabulary', () => {
    for (const video of folder.mediaVideos())
      for (const facet of facetNames)
        for (const value of video.facets[facet]) expect(Object.keys(mediaFacets[facet].values)).toContain(value);
  });

  it('holds the three team pages with their roles', () => {
    const team = folder.team();
    expect(team.pages.map((page) => page.path)).toEqual([
      '/team/meet-board',
      '/team/executive-leader',
      '/team/scientific-advisory-board',
    ]);
    expect(team.roles).toHaveLength(20);
    expect(team.roles.find((role) => role.id === 'exec-cfo')).toMatchObject({ group: 'executive' });
  });
});

describe('a mistake in a content file stops the build with its file and line', () => {
  it('a misspelt front-matter field', () => {
    const line = lineOf('pages/company/ethics.md', 'eyebrow:');
    expect(errorAfterEditing('pages/company/ethics.md', (text) => text.replace('eyebrow:', 'eyebrw:'), 'pages')).toBe(
      `content/pages/company/ethics.md:${line}: eyebrw: no such field here`,
    );
  });

  it('an empty title', () => {
    const line = lineOf('pages/legal/terms.md', 'title:');
    expect(
      errorAfterEditing('pages/legal/terms.md', (text) => text.replace(/^title: .*$/m, "title: ''"), 'pages'),
    ).toBe(`content/pages/legal/terms.md:${line}: title: must not be empty`);
  });

  it('a page form that is not a lead form', () => {
    const line = lineOf('pages/company/contact-us.md', '  name: contact');
    expect(
      errorAfterEditing(
        'pages/company/contact-us.md',
        (text) => text.replace('  name: contact', '  name: newsletter'),
        'pages',
      ),
    ).toMatch(new RegExp(`^content/pages/company/contact-us.md:${line}: form.name: must be a lead form of lib/forms`));
  });

  it('an unknown block in the body', () => {
    const message = errorAfterEditing(
      'pages/company/about.md',
      (text) => `${text}\n:::quote\nSomething\n:::\n`,
      'pages',
    );
    const lines = readFileSync('content/pages/company/about.md', 'utf8').split('\n').length;
    expect(message).toBe(
      `content/pages/company/about.md:${lines + 1}: unknown block ":::quote" (callout, table, contact or cards)`,
    );
  });

  it('a table without a caption', () => {
    const message = errorAfterEditing(
      'pages/company/about.md',
      (text) => `${text}\n| a | b |\n| - | - |\n| 1 | 2 |\n`,
      'pages',
    );
    expect(message).toMatch(/^content\/pages\/company\/about\.md:\d+: a table needs a caption/);
  });

  it('a wrong illustration name on a device', () => {
    const line = lineOf('devices/aortic/perceval.md', 'illustration:');
    expect(
      errorAfterEditing(
        'devices/aortic/perceval.md',
        (text) => text.replace('sutureless-valve', 'sutureless'),
        'devices',
      ),
    ).toMatch(new RegExp(`^content/devices/aortic/perceval\\.md:${line}: banner\\.illustration: `));
  });

  it('a reference key that shared.yaml lacks', () => {
    const message = errorAfterEditing(
      'devices/aortic/perceval.md',
      (text) => text.replace(/^ {2}- laborde-2016$/m, '  - laborde-2061'),
      'devices',
    );
    expect(message).toBe(
      `content/devices/aortic/perceval.md:${lineOf('devices/aortic/perceval.md', '- laborde-2016')}: no reference "laborde-2061" in devices/shared.yaml`,
    );
  });

  it('a US overlay whose worldwide page does not exist', () => {
    expect(
      errorAfterEditing(
        'devices/aortic/perceval.us.md',
        (text) => text.replace('base: perceval', 'base: percival'),
        'devices',
      ),
    ).toBe('content/devices/aortic/perceval.us.md:2: no worldwide device "percival" listed before it in its category');
  });

  it('a misspelt field of a video', () => {
    const line = lineOf('media/aortic-solutions.yaml', 'subcategory:');
    expect(
      errorAfterEditing(
        'media/aortic-solutions.yaml',
        (text) => text.replace('subcategory:', 'subcategroy:'),
        'mediaVideos',
      ),
    ).toBe(`content/media/aortic-solutions.yaml:${line}: 0.subcategroy: no such field here`);
  });

  it('a facet value not in the vocabulary', () => {
    const line = lineOf('media/mitral-solutions.yaml', 'device: [memo_platform]');
    expect(
      errorAfterEditing(
        'media/mitral-solutions.yaml',
        (text) => text.replace('device: [memo_platform]', 'device: [memo_4d]'),
        'mediaVideos',
      ),
    ).toMatch(new RegExp(`^content/media/mitral-solutions\\.yaml:${line}: 0\\.facets\\.device\\.0: .*"memo_platform"`));
  });

  it('a slide line too long for the frame', () => {
    const needle = '- Excise the diseased native valve';
    expect(
      errorAfterEditing(
        'media/aortic-solutions.yaml',
        (text) => text.replace(needle, `${needle}, then decalcify the annulus and size it`),
        'mediaVideos',
      ),
    ).toBe(
      `content/media/aortic-solutions.yaml:${lineOf('media/aortic-solutions.yaml', needle)}: 0.slides.1.lines.0: at most 60 characters, to fit the frame`,
    );
  });

  it('a video id used twice', () => {
    expect(
      errorAfterEditing(
        'media/tricuspid-solutions.yaml',
        (text) =>
          text.replace('id: sovering-tricuspid-band-repair-steps', 'id: perceval-sutureless-implantation-steps'),
        'mediaVideos',
      ),
    ).toBe(
      `content/media/tricuspid-solutions.yaml:${lineOf('media/tricuspid-solutions.yaml', 'id: sovering-tricuspid-band-repair-steps')}: the id "perceval-sutureless-implantation-steps" is also in content/media/aortic-solutions.yaml`,
    );
  });

  it('a misspelt field of a team role', () => {
    const line = lineOf('team/board.yaml', 'responsibilities:');
    expect(
      errorAfterEditing('team/board.yaml', (text) => text.replace('responsibilities:', 'responsibilites:'), 'team'),
    ).toBe(`content/team/board.yaml:${line}: roles.0.responsibilites: no such field here`);
  });

  it('a device file left out of the menu', () => {
    expect(
      errorAfterEditing('devices/menu.yaml', (text) => text.replace(/^ {2}- perceval-plus$/m, ''), 'devices'),
    ).toBe('content/devices/aortic/perceval-plus.md:1: not listed under aortic in devices/menu.yaml');
  });
});

describe('the Markdown of a content file', () => {
  const read = (markdown: string) => readBlocks(markdown, 'test.md', 1);

  it('reads headings with anchors, wrapped paragraphs and both kinds of list', () => {
    expect(
      read('## Who we are {#who}\n\nOne line\nwrapped.\n\n1. First\n2. Second\n\n- **Bold** [link](/about)'),
    ).toEqual([
      { type: 'h2', text: 'Who we are', id: 'who' },
      { type: 'p', text: 'One line wrapped.' },
      { type: 'list', items: ['First', 'Second'], ordered: true },
      { type: 'list', items: ['**Bold** [link](/about)'] },
    ]);
  });

  it('reads the rich blocks', () => {
    const source = [
      ':::callout[Note]{tone=warning}',
      'Check the IFU.',
      ':::',
      '',
      ':::table[Sizes]',
      '| Size | Name |',
      '| --- | --- |',
      '| S | Small |',
      ':::',
      '',
      ':::contact[Head office]',
      'Via Crescentino',
      'Saluggia',
      ':::',
      '',
      ':::cards',
      '### Ethics',
      '',
      'How we work.',
      '',
      '[Read more](/ethics)',
      '',
      '### Careers',
      '',
      'Join us.',
      ':::',
    ].join('\n');
    expect(read(source)).toEqual([
      { type: 'callout', title: 'Note', text: 'Check the IFU.', tone: 'warning' },
      { type: 'table', caption: 'Sizes', columns: ['Size', 'Name'], rows: [['S', 'Small']] },
      { type: 'contact', title: 'Head office', lines: ['Via Crescentino', 'Saluggia'] },
      {
        type: 'cards',
        items: [
          { title: 'Ethics', text: 'How we work.', href: '/ethics', linkLabel: 'Read more' },
          { title: 'Careers', text: 'Join us.' },
        ],
      },
    ]);
  });

  it('refuses a block the site cannot render, at the block’s own line', () => {
    expect(() => read('Intro.\n\n:::callout[Note]\n\n:::')).toThrow('test.md:3: must not be empty');
  });

  it('refuses Markdown the site has no place for, naming the line', () => {
    expect(() => read('Intro.\n\n> A quotation')).toThrow(
      'test.md:3: this Markdown (blockquote) has no place on the site',
    );
    expect(() => read('Intro.\n\n# Section')).toThrow(
      'test.md:3: "# Section": this file has no sections; use ## for headings',
    );
  });
});
