import { formatDuration } from '@/lib/time';
import { hasReachedWatchedThreshold, resumePosition, videoSource } from './video';

describe('watched threshold', () => {
  it.each([
    [0, 40, false],
    [35.9, 40, false],
    [36, 40, true],
    [40, 40, true],
    [10, 0, false],
    [10, Number.NaN, false],
    [10, Number.POSITIVE_INFINITY, false],
  ])('%p s of %p s -> %p', (current, duration, expected) => {
    expect(hasReachedWatchedThreshold(current, duration)).toBe(expected);
  });
});

describe('resume position', () => {
  it('resumes where the learner stopped, but not at the very end or the very start', () => {
    expect(resumePosition(12.5, 40)).toBe(12.5);
    expect(resumePosition(39, 40)).toBe(0);
    expect(resumePosition(0.5, 40)).toBe(0);
    expect(resumePosition(12, Number.NaN)).toBe(0);
  });
});

describe('video source', () => {
  it('plays our files natively with their captions beside them', () => {
    expect(videoSource('/videos/academy/lecture-101.mp4')).toEqual({
      kind: 'file',
      src: '/videos/academy/lecture-101.mp4',
      type: 'video/mp4',
      captions: '/videos/academy/lecture-101.vtt',
    });
    expect(videoSource('https://cdn.example.com/a/b.webm')).toMatchObject({
      kind: 'file',
      type: 'video/webm',
      captions: undefined,
    });
  });

  it('turns provider links into privacy-enhanced embeds', () => {
    expect(videoSource('https://www.youtube.com/watch?v=abcDEF12345')).toMatchObject({
      provider: 'YouTube',
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345\?/),
    });
    expect(videoSource('https://vimeo.com/123456789')).toMatchObject({
      provider: 'Vimeo',
      embedUrl: expect.stringContaining('player.vimeo.com/video/123456789'),
    });
  });

  it.each(['javascript:alert(1)', 'http://insecure.example/v.mp4', '/videos/a.mp4?x=<script>', ''])(
    'refuses %p',
    (link) => {
      expect(videoSource(link)).toBeUndefined();
    },
  );
});

it('formats times', () => {
  expect(formatDuration(75)).toBe('1:15');
  expect(formatDuration(3725)).toBe('1:02:05');
  expect(formatDuration(-3)).toBe('0:00');
});
