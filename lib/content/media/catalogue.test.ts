/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lectureVideos } from '@/lib/content/academy/lecture-videos';
import { mediaVideos } from './catalogue';
import { facetNames, mediaFacets } from './facets';
import { captionsFile, durationOf, posterFile, videoFile, type OutlineSlide } from './types';
import { fileForAddress } from '@/lib/academy/protected-files';
import { readStamps, RENDERER, renderJobs, stampOf } from '@/lib/media/rendered-videos';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const publicPath = (path: string) => join(process.cwd(), fileForAddress(path));

/** Every generated video, as the renderer sees it: its slides and its three files. */
const renderedVideos = [
  ...mediaVideos.map((video) => ({
    name: video.id,
    slides: video.slides,
    files: [videoFile(video.id), captionsFile(video.id), posterFile(video.id)] as const,
  })),
  ...lectureVideos.map((lecture) => ({
    name: `lecture ${lecture.lectureId}`,
    slides: lecture.slides,
    files: [lecture.file, lecture.captions, lecture.poster] as const,
  })),
];

function expectSlidesToFit(slides: OutlineSlide[]) {
  for (const slide of slides) {
    expect(slide.heading.length).toBeLessThanOrEqual(40);
    expect(slide.lines.length).toBeLessThanOrEqual(4);
    for (const line of slide.lines) expect(line.length).toBeLessThanOrEqual(60);
  }
}

describe('media catalogue', () => {
  it('holds at least 24 videos with unique kebab-case ids and subcategories', () => {
    expect(mediaVideos.length).toBeGreaterThanOrEqual(24);
    const ids = mediaVideos.map((video) => video.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const video of mediaVideos) {
      expect(video.id).toMatch(kebab);
      expect(video.subcategory).toMatch(kebab);
    }
  });

  it('uses every value of every facet, and no unknown value', () => {
    for (const facet of facetNames) {
      const known = Object.keys(mediaFacets[facet].values);
      const used = new Set<string>(mediaVideos.flatMap((video) => video.facets[facet] as string[]));
      expect([...used].filter((value) => !known.includes(value))).toEqual([]);
      expect(known.filter((value) => !used.has(value))).toEqual([]);
    }
  });

  it('gives every video a topic and a product', () => {
    for (const video of mediaVideos) {
      expect(video.facets.topic.length).toBeGreaterThan(0);
      expect(video.facets.product.length).toBeGreaterThan(0);
    }
  });

  it('says in every description that the video is an animated outline', () => {
    for (const video of mediaVideos) expect(video.description).toMatch(/animated outline/i);
  });

  it('publishes between 2025-01-01 and 2026-11-01', () => {
    for (const video of mediaVideos) {
      expect(video.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(video.published >= '2025-01-01' && video.published <= '2026-11-01').toBe(true);
    }
  });

  it('gives each video 4 to 7 slides that fit the frame', () => {
    for (const video of mediaVideos) {
      expect(video.slides.length).toBeGreaterThanOrEqual(4);
      expect(video.slides.length).toBeLessThanOrEqual(7);
      expectSlidesToFit(video.slides);
    }
  });

  it('ends patient videos with their doctor and professional videos with the IFU', () => {
    for (const video of mediaVideos) {
      const last = video.slides.at(-1)!;
      const text = [last.heading, ...last.lines].join(' ');
      if (video.audience === 'patients') expect(text).toMatch(/doctor/);
      if (video.audience === 'healthcare-professionals') expect(text).toMatch(/IFU/);
    }
  });

  it('uses the typographic apostrophe', () => {
    const strings = [...mediaVideos, ...lectureVideos].flatMap((video) => [
      video.title,
      'description' in video ? video.description : '',
      ...video.slides.flatMap((slide) => [slide.heading, ...slide.lines]),
    ]);
    for (const value of strings) expect(value).not.toContain("'");
  });
});

describe('academy lecture videos', () => {
  it('covers lectures 101 to 105 with 4 to 6 slides ending with the IFU', () => {
    expect(lectureVideos.map((lecture) => lecture.lectureId)).toEqual([101, 102, 103, 104, 105]);
    for (const lecture of lectureVideos) {
      expect(lecture.slides.length).toBeGreaterThanOrEqual(4);
      expect(lecture.slides.length).toBeLessThanOrEqual(6);
      expectSlidesToFit(lecture.slides);
      expect(lecture.slides.at(-1)!.lines.join(' ')).toMatch(/IFU/);
    }
  });
});

describe('generated files (npm run videos)', () => {
  it.each(renderedVideos.map((video) => [video.name, video] as const))(
    '%s has its MP4, VTT and poster',
    (_name, video) => {
      for (const file of video.files) expect(existsSync(publicPath(file))).toBe(true);
    },
  );

  const stamps = readStamps();
  const renderer = readFileSync(RENDERER, 'utf8');
  it.each(renderJobs.map((job) => [job.label, job] as const))(
    '%s was rendered from its current data and renderer',
    (_label, job) => {
      // A change to the video's title or slides, or to the renderer, needs `npm run videos` (it updates the stamp).
      expect(stamps[job.label]).toBe(stampOf(job, renderer));
    },
  );

  it.each(renderedVideos.map((video) => [video.name, video] as const))(
    '%s has captions that end with the video',
    (_name, video) => {
      const vtt = readFileSync(publicPath(video.files[1]), 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const ends = [...vtt.matchAll(/--> (\d{2}:\d{2}:\d{2}\.\d{3})/g)].map((match) => match[1]);
      expect(ends).toHaveLength(video.slides.length + 1);
      expect(ends.at(-1)).toBe(`00:00:${String(durationOf(video)).padStart(2, '0')}.000`);
    },
  );
});
