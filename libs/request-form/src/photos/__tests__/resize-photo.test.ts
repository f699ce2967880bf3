import type { DecodedPhoto, PhotoCodec } from '../photo-codec';
import { fitWithin, jpegName, PHOTO_TARGET, resizePhoto, shouldResize } from '../resize-photo';

const KB = 1024;
const MB = 1024 * KB;

/** A file of this many bytes (the bytes themselves do not matter: decoding is the codec's). */
function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
}

/**
 * The only seam mocked: a codec that "decodes" to the given upright size and "encodes" a JPEG of
 * the size `encodedBytes` returns for each quality.
 */
function fakeCodec(upright: { width: number; height: number } | null, encodedBytes: (quality: number) => number | null = () => 300 * KB, type = 'image/jpeg') {
  const close = jest.fn();
  const toJpeg = jest.fn(async (_width: number, _height: number, quality: number) => {
    const bytes = encodedBytes(quality);
    return bytes === null ? null : new Blob([new Uint8Array(bytes)], { type });
  });
  const decode = jest.fn(async (): Promise<DecodedPhoto | null> => (upright ? { ...upright, toJpeg, close } : null));
  const codec: PhotoCodec = { decode };
  return { codec, decode, toJpeg, close };
}

describe('resizing a photo before upload', () => {
  it('makes a 5 MB phone photo a JPEG under 500 KB, longest side 1600 px at quality 0.8, upright as decoded', async () => {
    // The phone stored it landscape with an EXIF "rotate 90°": the codec decodes it upright (portrait).
    const { codec, toJpeg, close } = fakeCodec({ width: 3000, height: 4000 });
    const photo = fileOf('IMG_2041.JPG', 'image/jpeg', 5 * MB);
    const resized = await resizePhoto(photo, codec);
    expect(toJpeg).toHaveBeenCalledTimes(1);
    expect(toJpeg).toHaveBeenCalledWith(1200, 1600, 0.8);
    expect(resized).toBeInstanceOf(File);
    expect(resized!.size).toBe(300 * KB);
    expect(resized!.size).toBeLessThan(PHOTO_TARGET.maxBytes);
    expect(resized!.type).toBe('image/jpeg');
    expect(resized!.name).toBe('IMG_2041.jpg');
    expect(resized!.lastModified).toBe(photo.lastModified);
    expect(close).toHaveBeenCalled();
  });

  it('turns a large PNG into a JPEG named .jpg, so the name matches the bytes the API sniffs', async () => {
    const { codec, toJpeg } = fakeCodec({ width: 2400, height: 1080 });
    const resized = await resizePhoto(fileOf('screenshot.png', 'image/png', 2 * MB), codec);
    expect(toJpeg).toHaveBeenCalledWith(1600, 720, 0.8);
    expect(resized!.name).toBe('screenshot.jpg');
    expect(resized!.type).toBe('image/jpeg');
  });

  it('steps the quality down once when the first JPEG is still over the target', async () => {
    const { codec, toJpeg } = fakeCodec({ width: 4000, height: 3000 }, (quality) => (quality === 0.8 ? 700 * KB : 420 * KB));
    const resized = await resizePhoto(fileOf('noisy.jpg', 'image/jpeg', 6 * MB), codec);
    expect(toJpeg.mock.calls.map((call) => call[2])).toEqual([0.8, 0.65]);
    expect(resized!.size).toBe(420 * KB);
  });

  it('keeps a photo already under the target, and never enlarges a small image', async () => {
    const { codec, decode } = fakeCodec({ width: 800, height: 600 });
    expect(await resizePhoto(fileOf('small.jpg', 'image/jpeg', 400 * KB), codec)).toBeNull();
    expect(decode).not.toHaveBeenCalled();
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });

  it('never touches a PDF, however large, nor any other file', async () => {
    const { codec, decode } = fakeCodec({ width: 3000, height: 4000 });
    expect(await resizePhoto(fileOf('scan.pdf', 'application/pdf', 8 * MB), codec)).toBeNull();
    expect(await resizePhoto(fileOf('scan.pdf', '', 8 * MB), codec)).toBeNull();
    expect(decode).not.toHaveBeenCalled();
    expect(shouldResize({ name: 'scan.pdf', type: 'application/pdf', size: 8 * MB })).toBe(false);
    // A phone that gives no type: judged by the name.
    expect(shouldResize({ name: 'photo.jpeg', type: '', size: 3 * MB })).toBe(true);
  });

  it('falls back to the original when the browser cannot decode the photo', async () => {
    const { codec, toJpeg } = fakeCodec(null);
    expect(await resizePhoto(fileOf('odd.jpg', 'image/jpeg', 3 * MB), codec)).toBeNull();
    expect(toJpeg).not.toHaveBeenCalled();
    const throwing: PhotoCodec = { decode: jest.fn().mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError')) };
    expect(await resizePhoto(fileOf('broken.jpg', 'image/jpeg', 3 * MB), throwing)).toBeNull();
  });

  it('falls back to the original when the browser cannot encode a JPEG (none, or a PNG instead)', async () => {
    const none = fakeCodec({ width: 3000, height: 4000 }, () => null);
    expect(await resizePhoto(fileOf('a.jpg', 'image/jpeg', 3 * MB), none.codec)).toBeNull();
    expect(none.close).toHaveBeenCalled();
    const png = fakeCodec({ width: 3000, height: 4000 }, () => 200 * KB, 'image/png');
    expect(await resizePhoto(fileOf('b.jpg', 'image/jpeg', 3 * MB), png.codec)).toBeNull();
  });

  it('keeps the original when the JPEG would not be smaller', async () => {
    const { codec } = fakeCodec({ width: 1200, height: 900 }, () => 900 * KB);
    expect(await resizePhoto(fileOf('flat.png', 'image/png', 800 * KB), codec)).toBeNull();
  });

  it('names the JPEG after the photo', () => {
    expect(jpegName('pothole.PNG')).toBe('pothole.jpg');
    expect(jpegName('IMG.jpeg')).toBe('IMG.jpg');
    expect(jpegName('नल.jpg')).toBe('नल.jpg');
  });
});
