import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LecturePlayer } from './LecturePlayer';

const lecture = {
  id: 101,
  title: 'Welcome and introduction',
  video_link: '/videos/academy/lecture-101.mp4',
  thumbnail: '/images/academy/lecture-welcome.svg',
  hasWatched: false,
  position_seconds: 0,
};

/** jsdom has no media engine: give the element a duration and a playhead, then fire what a browser would. */
function at(video: HTMLVideoElement, currentTime: number, duration = 40) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: currentTime });
  fireEvent.timeUpdate(video);
}

function renderPlayer(overrides: Partial<typeof lecture> = {}) {
  const onWatched = jest.fn();
  const onPosition = jest.fn();
  const { container } = render(
    <LecturePlayer lecture={{ ...lecture, ...overrides }} onWatched={onWatched} onPosition={onPosition} />,
  );
  return { video: container.querySelector('video')!, onWatched, onPosition };
}

describe('LecturePlayer', () => {
  it('plays our file natively with an English captions track', () => {
    const { video } = renderPlayer();
    expect(video).toHaveAttribute('controls');
    expect(video.querySelector('source')).toHaveAttribute('src', '/videos/academy/lecture-101.mp4');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(video.querySelector('track')).toHaveAttribute('src', '/videos/academy/lecture-101.vtt');
  });

  it('marks the lecture watched once, when 90% has played', () => {
    const { video, onWatched } = renderPlayer();
    at(video, 35.9);
    expect(onWatched).not.toHaveBeenCalled();
    at(video, 36);
    at(video, 38);
    expect(onWatched).toHaveBeenCalledTimes(1);
    expect(onWatched).toHaveBeenCalledWith(101);
  });

  it('marks the lecture watched when the video ends, even if the learner skipped to the end', () => {
    const { video, onWatched } = renderPlayer();
    Object.defineProperty(video, 'duration', { configurable: true, value: 40 });
    fireEvent.ended(video);
    expect(onWatched).toHaveBeenCalledWith(101);
  });

  it('does not report a lecture that is already watched', () => {
    const { video, onWatched } = renderPlayer({ hasWatched: true });
    at(video, 39);
    fireEvent.ended(video);
    expect(onWatched).not.toHaveBeenCalled();
  });

  it('reports the position every few seconds of playback and on pause', () => {
    const { video, onPosition } = renderPlayer();
    at(video, 2);
    expect(onPosition).not.toHaveBeenCalled();
    at(video, 5.5);
    expect(onPosition).toHaveBeenLastCalledWith(101, 5.5);
    at(video, 7);
    fireEvent.pause(video);
    expect(onPosition).toHaveBeenLastCalledWith(101, 7);
  });

  it('resumes at the remembered position and says so', () => {
    const { video } = renderPlayer({ position_seconds: 12 });
    Object.defineProperty(video, 'duration', { configurable: true, value: 40 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(12);
    expect(screen.getByText('Resumed at 0:12, where you left off.')).toBeInTheDocument();
  });

  it('loads a hosted provider only when the learner asks for it', async () => {
    const { container } = render(
      <LecturePlayer
        lecture={{ ...lecture, video_link: 'https://vimeo.com/123456789' }}
        onWatched={jest.fn()}
        onPosition={jest.fn()}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Play “Welcome and introduction”/ }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      expect.stringContaining('player.vimeo.com/video/123456789'),
    );
  });
});
