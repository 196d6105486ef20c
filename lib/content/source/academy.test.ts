import { readFileSync } from 'node:fs';
import { errorAfterEditing as editedFolderError, lineOf } from '@/tests/content-folder';
import { readLeaflets, readLectures } from './academy';
import { ContentFolder } from './load';
import { readAcademyPages } from './other-pages';

const errorAfterEditing = (path: string, edit: (text: string) => string, read: (folder: ContentFolder) => unknown) =>
  editedFolderError(path, edit, (root) => read(new ContentFolder(root)));

const LECTURES = 'academy/lectures.yaml';
const CT_SCAN = 'academy/leaflets/ct-scan-reading-service.md';

describe('the academy lectures and leaflets in the content folder', () => {
  const folder = new ContentFolder('content');

  it('holds the five lecture videos in course order, each with its files from its id', () => {
    const lectures = readLectures(folder);
    expect(lectures.map((lecture) => lecture.lectureId)).toEqual([101, 102, 103, 104, 105]);
    expect(lectures[3]).toMatchObject({
      lectureId: 104,
      title: 'Patient positioning and anesthesiological access',
      file: '/videos/academy/lecture-104.mp4',
      captions: '/videos/academy/lecture-104.vtt',
      poster: '/images/academy/lecture-104.jpg',
    });
    for (const lecture of lectures)
      expect(lecture.slides.at(-1)).toEqual({
        heading: 'Instructions for Use',
        lines: [
          'This module is an outline for orientation only',
          'The IFU supplied with Perceval remains the reference',
          'It does not replace hands-on training',
        ],
      });
  });

  it('holds the three leaflets, each named after its PDF', () => {
    const leaflets = readLeaflets(folder);
    expect(leaflets.map((leaflet) => leaflet.code).sort()).toEqual(['ACAD-CT-01', 'ACAD-TC-BUR-01', 'ACAD-TC-SAL-01']);
    const ct = leaflets.find((leaflet) => leaflet.code === 'ACAD-CT-01')!;
    expect(ct).toMatchObject({
      path: '/documents/academy/ct-scan-reading-service.pdf',
      title: 'CT scan reading service',
    });
    expect(ct.blocks[0]).toEqual({ type: 'h2', text: 'What the service does' });
    expect(ct.blocks.at(-1)).toMatchObject({ type: 'callout', title: 'Important' });
    const saluggia = leaflets.find((leaflet) => leaflet.code === 'ACAD-TC-SAL-01')!;
    expect(saluggia.blocks[1]).toMatchObject({
      type: 'p',
      text: expect.stringContaining('The Saluggia site, in the province of Vercelli, Italy, hosts'),
    });
  });

  it('leaves the leaflets out of the academy pages and their menu', () => {
    const pages = readAcademyPages(folder);
    expect(pages.programmes).toHaveLength(3);
    expect(pages.mastering).toHaveLength(5);
  });
});

describe('a mistake in a lecture or a leaflet stops the build with its file and line', () => {
  it('a misspelt field of a lecture', () => {
    const line = lineOf(LECTURES, 'title: Welcome and introduction');
    expect(errorAfterEditing(LECTURES, (text) => text.replace('title: Welcome', 'titel: Welcome'), readLectures)).toBe(
      `content/academy/lectures.yaml:${line}: 0.titel: no such field here`,
    );
  });

  it('a slide line too long for the frame', () => {
    const needle = '- Instruments set-up';
    expect(
      errorAfterEditing(
        LECTURES,
        (text) => text.replace(needle, `${needle}, and what to check before each instrument is used`),
        readLectures,
      ),
    ).toBe(
      `content/academy/lectures.yaml:${lineOf(LECTURES, needle)}: 0.slides.2.lines.1: at most 60 characters, to fit the frame`,
    );
  });

  it('a lecture listed twice', () => {
    expect(errorAfterEditing(LECTURES, (text) => text.replace('lectureId: 103', 'lectureId: 102'), readLectures)).toBe(
      `content/academy/lectures.yaml:${lineOf(LECTURES, 'lectureId: 103')}: lecture 102 is listed twice`,
    );
  });

  it('a misspelt front-matter field of a leaflet', () => {
    expect(errorAfterEditing(CT_SCAN, (text) => text.replace('lead:', 'leed:'), readLeaflets)).toBe(
      `content/academy/leaflets/ct-scan-reading-service.md:${lineOf(CT_SCAN, 'lead:')}: leed: no such field here`,
    );
  });

  it('a leaflet whose PDF is not named after its file', () => {
    expect(
      errorAfterEditing(CT_SCAN, (text) => text.replace('ct-scan-reading-service.pdf', 'ct-scan.pdf'), readLeaflets),
    ).toBe(
      'content/academy/leaflets/ct-scan-reading-service.md:2: path: must be /documents/academy/ct-scan-reading-service.pdf, after the file’s name',
    );
  });

  it('Markdown a leaflet has no place for', () => {
    const lines = readFileSync(`content/${CT_SCAN}`, 'utf8').split('\n').length;
    expect(errorAfterEditing(CT_SCAN, (text) => `${text}\n> A quotation\n`, readLeaflets)).toBe(
      `content/academy/leaflets/ct-scan-reading-service.md:${lines + 1}: this Markdown (blockquote) has no place on the site`,
    );
  });
});
