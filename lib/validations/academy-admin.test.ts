import { courseSchema, lectureSchema, setPasswordSchema } from './academy-admin';

test('a lecture video address must be one the player embeds: YouTube or Vimeo over https', () => {
  for (const good of [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/123456789',
    'https://player.vimeo.com/video/123456',
  ]) {
    expect(lectureSchema.safeParse({ title: 'A lecture', videoUrl: good }).success).toBe(true);
  }
  for (const bad of [
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://evil.example/vimeo.com/123456',
    '/videos/academy/lecture-101.mp4',
  ]) {
    const parsed = lectureSchema.safeParse({ title: 'A lecture', videoUrl: bad });
    expect(parsed.success).toBe(false);
  }
  // Empty means "no hosted video" (keep the current one, or none yet).
  expect(lectureSchema.parse({ title: 'A lecture', videoUrl: '' }).videoUrl).toBeUndefined();
});

test('a course needs its fields, a whole version and one of the shipped pictures', () => {
  const course = {
    title: 'T',
    description: 'D',
    category: 'C',
    version: '2',
    imageUrl: '/images/academy/lecture-welcome.svg',
  };
  expect(courseSchema.parse(course).version).toBe(2);
  expect(courseSchema.safeParse({ ...course, version: '1.5' }).success).toBe(false);
  expect(courseSchema.safeParse({ ...course, imageUrl: 'https://evil.example/x.svg' }).success).toBe(false);
  expect(courseSchema.safeParse({ ...course, title: '<script>' }).success).toBe(false);
});

test('the new password follows the learner rule and must be typed twice the same', () => {
  const token = 'a'.repeat(43);
  expect(setPasswordSchema.safeParse({ token, password: 'long enough!', confirm: 'long enough!' }).success).toBe(true);
  expect(setPasswordSchema.safeParse({ token, password: 'short', confirm: 'short' }).success).toBe(false);
  expect(setPasswordSchema.safeParse({ token, password: 'long enough!', confirm: 'long enough?' }).success).toBe(false);
  expect(
    setPasswordSchema.safeParse({ token: '../x', password: 'long enough!', confirm: 'long enough!' }).success,
  ).toBe(false);
});
