/** @jest-environment node */
import { readStamps, renderJobs, stampOf, type RenderJob } from './rendered-videos';

const job: RenderJob = {
  label: 'media/example',
  title: 'An example',
  slides: [{ heading: 'First', lines: ['One line', 'Another line'] }],
  video: '/videos/media/example.mp4',
  captions: '/videos/media/example.vtt',
  poster: '/images/media/example.jpg',
};

describe('the stamp of a rendered video', () => {
  it('depends on the data, not on how the content file lays it out', () => {
    const reordered = { ...job, slides: [{ lines: ['One line', 'Another line'], heading: 'First' }] };
    expect(stampOf(reordered, 'renderer')).toBe(stampOf(job, 'renderer'));
  });

  it('changes with the words of a slide, a file name or the renderer', () => {
    const stamp = stampOf(job, 'renderer');
    expect(stampOf({ ...job, slides: [{ heading: 'First', lines: ['One line'] }] }, 'renderer')).not.toBe(stamp);
    expect(stampOf({ ...job, poster: '/images/media/other.jpg' }, 'renderer')).not.toBe(stamp);
    expect(stampOf(job, 'renderer, changed')).not.toBe(stamp);
  });

  it('is kept for every video and for no other', () => {
    expect(Object.keys(readStamps())).toEqual(renderJobs.map((each) => each.label));
  });
});
