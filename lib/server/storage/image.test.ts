/** @jest-environment node */
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/validations/image-upload';
import { checkImageUpload, sniffImage } from './image';

const file = (bytes: Uint8Array, name = 'picture.png', type = 'image/png') =>
  new File([bytes as BlobPart], name, { type });
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

test('the content decides, not the name or the type the browser sent', async () => {
  expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toEqual({
    contentType: 'image/webp',
    extension: 'webp',
  });
  expect(sniffImage(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
  expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  const disguised = await checkImageUpload(
    file(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png'),
  );
  expect(disguised).toEqual({ kind: 'invalid', message: 'The file is not a JPEG, PNG or WebP image.' });
  const renamed = await checkImageUpload(file(png(64), 'photo.txt', 'text/plain'));
  expect(renamed.kind === 'image' && renamed.type.contentType).toBe('image/png');
});

test('up to 2 MB is accepted, a byte more is not; an empty field means no new picture', async () => {
  expect((await checkImageUpload(file(png(IMAGE_UPLOAD_MAX_BYTES)))).kind).toBe('image');
  expect(await checkImageUpload(file(png(IMAGE_UPLOAD_MAX_BYTES + 1)))).toEqual({
    kind: 'invalid',
    message: 'The image is larger than 2 MB; please choose a smaller one.',
  });
  expect(await checkImageUpload(file(new Uint8Array(0), ''))).toEqual({ kind: 'none' });
  expect(await checkImageUpload(null)).toEqual({ kind: 'none' });
  expect(await checkImageUpload('not a file')).toEqual({ kind: 'none' });
});
