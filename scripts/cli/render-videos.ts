/**
 * npm run videos [-- --force | --check]: renders every media-library video (content/media/) and every academy
 * lecture video (lib/content/academy/lecture-videos.ts) as an animated, silent outline: the MP4, its WebVTT captions
 * and a JPEG poster of the title card, into public/ (private/ for the academy). A video is skipped when its three
 * files exist and its stamp in lib/media/rendered-videos.json (a hash of its data and of this script, see
 * lib/media/rendered-videos.ts) is unchanged; --force renders everything, --check lists stale videos and renders
 * nothing.
 *
 * Frames: 960 x 540, 10 fps, H.264 without audio; a title card, then one card per slide, SLIDE_SECONDS each, with an
 * accent progress bar along the bottom. Text is drawn with drawtext from temporary text files, so nothing in the copy
 * needs escaping; font sizes are fitted to the frame from the DejaVu metrics read below.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { durationOf, SLIDE_SECONDS } from '@/lib/content/media/types';
import { fileForAddress } from '@/lib/academy/protected-files';
import { readStamps, RENDERER, renderJobs, stampOf, writeStamps, type RenderJob } from '@/lib/media/rendered-videos';

const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 10;
const MARGIN = 64;
const NAVY = '0x0b2a5b';
const ACCENT = '0xb3122e';
const TITLE_TAGLINE = 'Animated outline · silent · captions available';

// ---------------------------------------------------------------------------------------------- font metrics

/** Advance widths from a TrueType font (cmap format 4 and hmtx), enough to fit plain text to the frame. */
class FontMetrics {
  private readonly buffer: Buffer;
  private readonly unitsPerEm: number;
  private readonly numberOfHMetrics: number;
  private readonly hmtx: number;
  private readonly cmap4: number;

  constructor(readonly file: string) {
    this.buffer = readFileSync(file);
    const tables = new Map<string, number>();
    const numTables = this.buffer.readUInt16BE(4);
    for (let index = 0; index < numTables; index++) {
      const record = 12 + 16 * index;
      tables.set(this.buffer.toString('latin1', record, record + 4), this.buffer.readUInt32BE(record + 8));
    }
    const table = (tag: string) => {
      const offset = tables.get(tag);
      if (offset === undefined) throw new Error(`${file}: no ${tag} table`);
      return offset;
    };
    this.unitsPerEm = this.buffer.readUInt16BE(table('head') + 18);
    this.numberOfHMetrics = this.buffer.readUInt16BE(table('hhea') + 34);
    this.hmtx = table('hmtx');
    const cmap = table('cmap');
    let cmap4: number | undefined;
    for (let index = 0; index < this.buffer.readUInt16BE(cmap + 2); index++) {
      const record = cmap + 4 + 8 * index;
      const platform = this.buffer.readUInt16BE(record);
      const encoding = this.buffer.readUInt16BE(record + 2);
      const subtable = cmap + this.buffer.readUInt32BE(record + 4);
      if (platform === 3 && encoding === 1 && this.buffer.readUInt16BE(subtable) === 4) cmap4 = subtable;
    }
    if (cmap4 === undefined) throw new Error(`${file}: no Unicode BMP cmap`);
    this.cmap4 = cmap4;
  }

  private glyph(code: number): number {
    const b = this.buffer;
    const segCount = b.readUInt16BE(this.cmap4 + 6) / 2;
    const ends = this.cmap4 + 14;
    const starts = ends + 2 * segCount + 2;
    const deltas = starts + 2 * segCount;
    const rangeOffsets = deltas + 2 * segCount;
    for (let segment = 0; segment < segCount; segment++) {
      if (b.readUInt16BE(ends + 2 * segment) < code) continue;
      const start = b.readUInt16BE(starts + 2 * segment);
      if (start > code) return 0;
      const delta = b.readInt16BE(deltas + 2 * segment);
      const rangeOffset = b.readUInt16BE(rangeOffsets + 2 * segment);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = b.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  }

  /** Width in pixels of `text` at `size` pixels; throws on a character the font cannot render. */
  width(text: string, size: number): number {
    let units = 0;
    for (const character of text) {
      const code = character.codePointAt(0)!;
      const glyph = code > 0xffff ? 0 : this.glyph(code);
      if (glyph === 0)
        throw new Error(`${this.file} cannot render ${JSON.stringify(character)} in ${JSON.stringify(text)}`);
      units += this.buffer.readUInt16BE(this.hmtx + 4 * Math.min(glyph, this.numberOfHMetrics - 1));
    }
    return (units * size) / this.unitsPerEm;
  }

  /** The largest size up to `max` at which every text fits `width`; throws below `min`. */
  fit(texts: string[], width: number, max: number, min: number): number {
    const widest = Math.max(...texts.map((text) => this.width(text, max)));
    const size = widest <= width ? max : Math.floor((max * width) / widest);
    if (size < min) throw new Error(`Text too long for the frame: ${JSON.stringify(texts)}`);
    return size;
  }
}

const regular = new FontMetrics(FONT_REGULAR);
const bold = new FontMetrics(FONT_BOLD);

/** Splits a title into at most two lines that fit `width` at the largest size from 46 down to 34 pixels. */
function wrapTitle(title: string, width: number): { lines: string[]; size: number } {
  const words = title.split(' ');
  for (let size = 46; size >= 34; size -= 2) {
    if (bold.width(title, size) <= width) return { lines: [title], size };
    // The most balanced break whose two halves both fit.
    let best: string[] | undefined;
    let bestWidth = Infinity;
    for (let at = 1; at < words.length; at++) {
      const lines = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
      const widest = Math.max(...lines.map((line) => bold.width(line, size)));
      if (widest <= width && widest < bestWidth) [best, bestWidth] = [lines, widest];
    }
    if (best) return { lines: best, size };
  }
  throw new Error(`Title too long for two lines: ${title}`);
}

// ---------------------------------------------------------------------------------------------- rendering

/** Builds the filter graph of one video (without the progress bar for the poster); text goes into files under `workDir`. */
function filterGraph(job: RenderJob, workDir: string, progress: boolean): string {
  const duration = durationOf(job);
  let fileCount = 0;
  const textFile = (text: string) => {
    const path = join(workDir, `text-${fileCount++}.txt`);
    writeFileSync(path, text, 'utf8');
    return path;
  };
  const during = (from: number, to: number) => `enable='gte(t,${from})*lt(t,${to})'`;
  const text = (options: {
    text: string;
    font: FontMetrics;
    size: number;
    x: string;
    baseline: number;
    alpha?: number;
    enable?: string;
  }) =>
    [
      `drawtext=fontfile=${options.font.file}`,
      `textfile=${textFile(options.text)}`,
      'expansion=none',
      `fontsize=${options.size}`,
      `fontcolor=white@${options.alpha ?? 1}`,
      `x=${options.x}`,
      `y=${options.baseline}-ascent`,
      ...(options.enable ? [options.enable] : []),
    ].join(':');
  const box = (x: number, y: number, w: number, h: number, color: string, enable?: string) =>
    [`drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${color}:t=fill`, ...(enable ? [enable] : [])].join(':');

  const filters: string[] = [];
  // Always visible: the company name, the track of the progress bar.
  filters.push(text({ text: 'Corcym', font: bold, size: 22, x: String(MARGIN), baseline: 52, alpha: 0.9 }));
  filters.push(box(0, HEIGHT - 6, WIDTH, 6, 'white@0.15'));

  // Title card.
  const titleCard = during(0, SLIDE_SECONDS);
  const title = wrapTitle(job.title, WIDTH - 2 * MARGIN);
  const titleLineHeight = Math.round(title.size * 1.3);
  const titleTop = title.lines.length === 1 ? 270 : 240;
  filters.push(box(MARGIN, titleTop - title.size - 36, 72, 5, ACCENT, titleCard));
  title.lines.forEach((line, index) =>
    filters.push(
      text({
        text: line,
        font: bold,
        size: title.size,
        x: String(MARGIN),
        baseline: titleTop + index * titleLineHeight,
        enable: titleCard,
      }),
    ),
  );
  const taglineSize = regular.fit([TITLE_TAGLINE], WIDTH - 2 * MARGIN, 24, 18);
  const taglineBaseline = titleTop + (title.lines.length - 1) * titleLineHeight + 64;
  filters.push(
    text({
      text: TITLE_TAGLINE,
      font: regular,
      size: taglineSize,
      x: String(MARGIN),
      baseline: taglineBaseline,
      alpha: 0.8,
      enable: titleCard,
    }),
  );

  // One card per slide.
  const bulletX = MARGIN + 4;
  const lineX = MARGIN + 28;
  job.slides.forEach((slide, index) => {
    const from = (index + 1) * SLIDE_SECONDS;
    const enable = during(from, from + SLIDE_SECONDS);
    const counter = `${index + 1} / ${job.slides.length}`;
    filters.push(
      text({ text: counter, font: regular, size: 20, x: `w-${MARGIN}-text_w`, baseline: 52, alpha: 0.7, enable }),
    );
    const headingSize = bold.fit([slide.heading], WIDTH - 2 * MARGIN, 44, 32);
    filters.push(
      text({ text: slide.heading, font: bold, size: headingSize, x: String(MARGIN), baseline: 150, enable }),
    );
    filters.push(box(MARGIN, 178, 72, 5, ACCENT, enable));
    if (slide.lines.length === 0) return;
    const lineSize = regular.fit(slide.lines, WIDTH - lineX - MARGIN, 30, 24);
    let baseline = 250;
    slide.lines.forEach((line, lineIndex) => {
      // A line that starts in lower case continues the previous one: no bullet of its own, and set closer to it.
      const continues = lineIndex > 0 && /^\p{Ll}/u.test(line);
      if (lineIndex > 0) baseline += continues ? Math.round(lineSize * 1.45) : 66;
      if (!continues) filters.push(box(bulletX, baseline - Math.round(lineSize * 0.36) - 4, 8, 8, ACCENT, enable));
      filters.push(text({ text: line, font: regular, size: lineSize, x: String(lineX), baseline, enable }));
    });
  });

  if (!progress) return `[0:v]${filters.join(',')},format=yuv420p[out]`;
  // The progress bar grows from the left, a step each second, and is full during the last second.
  return [
    `[0:v]${filters.join(',')}[card]`,
    `[card][1:v]overlay=x='-w+W*(floor(t)+1)/${duration}':y=H-h:eval=frame:shortest=1,format=yuv420p[out]`,
  ].join(';');
}

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

function ffmpeg(job: RenderJob, workDir: string, output: string, outputOptions: string[], progress = true) {
  const duration = durationOf(job);
  run(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${NAVY}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration}`,
    '-f',
    'lavfi',
    '-i',
    `color=c=${ACCENT}:s=${WIDTH}x6:r=${FPS}:d=${duration}`,
    '-filter_complex',
    filterGraph(job, workDir, progress),
    '-map',
    '[out]',
    '-an',
    ...outputOptions,
    output,
  ]);
}

const timestamp = (seconds: number) => {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const millis = Math.round(seconds * 1000);
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
};

const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT with one cue per card: the title, then each slide's heading and lines. */
function captionsOf(job: Pick<RenderJob, 'title' | 'slides'>): string {
  const cues = [[job.title], ...job.slides.map((slide) => [slide.heading, ...slide.lines])];
  return `WEBVTT\n\n${cues
    .map(
      (lines, index) =>
        `${index + 1}\n${timestamp(index * SLIDE_SECONDS)} --> ${timestamp((index + 1) * SLIDE_SECONDS)}\n${lines.map(escapeCue).join('\n')}\n`,
    )
    .join('\n')}`;
}

// ---------------------------------------------------------------------------------------------- main

function main() {
  const force = process.argv.includes('--force');
  const renderer = readFileSync(RENDERER, 'utf8');
  const previous = readStamps();
  const filesOf = (job: RenderJob) =>
    [job.video, job.captions, job.poster].map(fileForAddress) as [string, string, string];
  const fresh = new Set(
    renderJobs.filter(
      (job) => previous[job.label] === stampOf(job, renderer) && filesOf(job).every((file) => existsSync(file)),
    ),
  );
  const stale = renderJobs.filter((job) => force || !fresh.has(job));

  if (process.argv.includes('--check')) {
    if (stale.length === 0) return console.log(`All ${renderJobs.length} videos are up to date.`);
    console.log(`${stale.length} of ${renderJobs.length} videos are stale; npm run videos renders them:`);
    for (const job of stale) console.log(`  ${job.label}`);
    process.exit(1);
  }

  // The stamps of the videos up to date so far: a run that fails leaves the rest stale.
  const stamps = new Map([...fresh].map((job) => [job.label, previous[job.label]!]));
  const workRoot = mkdtempSync(join(tmpdir(), 'corcym-videos-'));
  const outputs = renderJobs.flatMap(filesOf);

  try {
    for (const job of renderJobs) {
      const duration = durationOf(job);
      const [video, captions, poster] = filesOf(job);
      if (!stale.includes(job)) {
        console.log(`${job.label.padEnd(60)} ${String(duration).padStart(3)} s  up to date`);
        continue;
      }
      const workDir = mkdtempSync(join(workRoot, 'job-'));

      const partialVideo = join(workDir, 'video.mp4');
      ffmpeg(job, workDir, partialVideo, [
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-tune',
        'stillimage',
        '-pix_fmt',
        'yuv420p',
        // Cards change only every SLIDE_SECONDS: one keyframe and no B-frames keep the file about a fifth smaller.
        '-bf',
        '0',
        '-g',
        String(duration * FPS),
        '-sc_threshold',
        '0',
        '-r',
        String(FPS),
        '-t',
        String(duration),
        '-movflags',
        '+faststart',
      ]);
      const probed = Number(
        run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', partialVideo]).trim(),
      );
      if (Math.abs(probed - duration) > 0.05)
        throw new Error(`${job.label}: rendered ${probed} s, expected ${duration} s`);
      mkdirSync(dirname(video), { recursive: true });
      copyFileSync(partialVideo, video);

      mkdirSync(dirname(captions), { recursive: true });
      writeFileSync(captions, captionsOf(job), 'utf8');

      const partialPoster = join(workDir, 'poster.jpg');
      ffmpeg(job, workDir, partialPoster, ['-frames:v', '1', '-q:v', '4'], false);
      mkdirSync(dirname(poster), { recursive: true });
      copyFileSync(partialPoster, poster);

      stamps.set(job.label, stampOf(job, renderer));
      rmSync(workDir, { recursive: true, force: true });
      console.log(`${job.label.padEnd(60)} ${String(duration).padStart(3)} s  rendered mp4, vtt, jpg`);
    }
  } finally {
    rmSync(workRoot, { recursive: true, force: true });
    writeStamps(
      Object.fromEntries(
        renderJobs.filter((job) => stamps.has(job.label)).map((job) => [job.label, stamps.get(job.label)!]),
      ),
    );
  }

  // Media-library files no catalogue entry refers to any more are removed (the academy folders hold other files too).
  const wanted = new Set(outputs);
  const removed: string[] = [];
  for (const folder of [join('public', 'videos', 'media'), join('public', 'images', 'media')]) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const path = join(folder, file);
      if (!wanted.has(path)) {
        rmSync(path);
        removed.push(path);
      }
    }
  }

  const media = renderJobs.filter((job) => job.label.startsWith('media/')).length;
  const bytes = outputs.reduce((total, path) => total + statSync(path).size, 0);
  const videoBytes = outputs.filter((path) => path.endsWith('.mp4')).map((path) => statSync(path).size);
  console.log(
    `\n${renderJobs.length} videos (${media} media, ${renderJobs.length - media} lectures): ${stale.length} rendered, ${renderJobs.length - stale.length} up to date` +
      (removed.length ? `, ${removed.length} orphans removed (${removed.join(', ')})` : '') +
      `.\nTotal ${(bytes / 1024 / 1024).toFixed(2)} MB; MP4 ${Math.round(Math.min(...videoBytes) / 1024)}–${Math.round(Math.max(...videoBytes) / 1024)} KB each.`,
  );
}

main();
