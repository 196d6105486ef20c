import { z } from 'zod';
import type { AcademyDocument } from '../academy/documents';
import type { LectureVideo } from '../academy/lecture-videos';
import { ContentError } from './errors';
import { splitFrontMatter } from './front-matter';
import type { ContentFolder } from './load';
import { readBlocks } from './markdown';
import { slideSchema } from './media-schemas';

/**
 * The academy's learner-only material written in content/academy/: the lecture videos of the seed course
 * (lectures.yaml) and the leaflets attached to its lectures (leaflets/*.md). Objects are strict, so a misspelt field
 * is an error.
 */
const text = z.string().trim().min(1, 'must not be empty');

const lectureSchema = z.strictObject({
  lectureId: z.number().int().positive(),
  title: text,
  slides: z.array(slideSchema).min(4, 'needs at least four slides').max(6, 'at most six slides'),
});

/** A lecture's three rendered files follow from its id. */
export const lectureFiles = (lectureId: number) => ({
  file: `/videos/academy/lecture-${lectureId}.mp4`,
  captions: `/videos/academy/lecture-${lectureId}.vtt`,
  poster: `/images/academy/lecture-${lectureId}.jpg`,
});

/** content/academy/lectures.yaml: the lecture videos in course order. */
export function readLectures(folder: ContentFolder): LectureVideo[] {
  const yaml = folder.yaml('academy/lectures.yaml');
  const seen = new Set<number>();
  return yaml.check(z.array(lectureSchema).min(1)).map(({ lectureId, title, slides }, index) => {
    if (seen.has(lectureId))
      throw new ContentError(yaml.file, yaml.lineOf([index, 'lectureId']), `lecture ${lectureId} is listed twice`);
    seen.add(lectureId);
    return { lectureId, ...lectureFiles(lectureId), title, slides };
  });
}

const leafletFrontMatterSchema = z.strictObject({
  path: z.string().regex(/^\/documents\/academy\/[a-z0-9-]+\.pdf$/, 'must be /documents/academy/<name>.pdf'),
  title: text,
  lead: text,
  code: text,
});

/**
 * content/academy/leaflets/{name}.md: one leaflet each, rendered by `npm run documents` to the PDF at its `path`,
 * which carries the file's name (/documents/academy/{name}.pdf). The body is the leaflet's text.
 */
export function readLeaflets(folder: ContentFolder): AcademyDocument[] {
  const codes = new Map<string, string>();
  return folder.filesIn('academy/leaflets', '.md').map((path) => {
    const file = folder.name(path);
    const { yaml, body, bodyLine } = splitFrontMatter(folder.read(path), file);
    const front = yaml.check(leafletFrontMatterSchema);
    const pdf = `/documents/academy/${path.slice('academy/leaflets/'.length, -'.md'.length)}.pdf`;
    if (front.path !== pdf)
      throw new ContentError(file, yaml.lineOf(['path']), `path: must be ${pdf}, after the file’s name`);
    const before = codes.get(front.code);
    if (before) throw new ContentError(file, yaml.lineOf(['code']), `the code ${front.code} is also in ${before}`);
    codes.set(front.code, file);
    const blocks = readBlocks(body, file, bodyLine);
    if (blocks.length === 0) throw new ContentError(file, bodyLine, 'the leaflet has no text');
    return { ...front, blocks };
  });
}
