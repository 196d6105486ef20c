/** @jest-environment node */
import { uploadedFileKey } from '@/lib/academy/protected-files';
import { captionsAddress, isMp4, isWebVtt } from './uploads';

const bytes = (text: string) => new TextEncoder().encode(text);

test('an MP4 is recognised by its ftyp box, whatever it is called', () => {
  const mp4 = new Uint8Array([0, 0, 0, 0x20, ...bytes('ftypisom'), 0, 0, 2, 0]);
  expect(isMp4(mp4)).toBe(true);
  expect(isMp4(bytes('%PDF-1.4 not a video at all'))).toBe(false);
  expect(isMp4(bytes('<html><script>alert(1)</script>'))).toBe(false);
  expect(isMp4(new Uint8Array(4))).toBe(false);
});

test('WebVTT captions must start with WEBVTT (a byte order mark allowed)', () => {
  expect(isWebVtt(bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHello'))).toBe(true);
  expect(isWebVtt(bytes('\uFEFFWEBVTT - title\n'))).toBe(true);
  expect(isWebVtt(bytes('WEBVTT'))).toBe(true);
  expect(isWebVtt(bytes('WEBVTTX\n'))).toBe(false);
  expect(isWebVtt(bytes('1\n00:00:00,000 --> 00:00:01,000\nSRT, not VTT'))).toBe(false);
});

test('only upload-<name> addresses map into the upload storage; nothing can leave its folder', () => {
  expect(uploadedFileKey('/videos/academy/upload-0f8e1c3a-1111-4222-8333-444455556666.mp4')).toBe(
    'academy/videos/upload-0f8e1c3a-1111-4222-8333-444455556666.mp4',
  );
  expect(uploadedFileKey('/documents/academy/upload-abc.pdf')).toBe('academy/documents/upload-abc.pdf');
  expect(uploadedFileKey('/videos/academy/lecture-101.mp4')).toBeUndefined();
  expect(uploadedFileKey('/videos/academy/upload-../../secret.mp4')).toBeUndefined();
  expect(uploadedFileKey('/images/upload-x.mp4')).toBeUndefined();
  expect(captionsAddress('/videos/academy/upload-abc.mp4')).toBe('/videos/academy/upload-abc.vtt');
  expect(captionsAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
});
