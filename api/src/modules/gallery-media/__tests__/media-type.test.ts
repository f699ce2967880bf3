import { sniffMediaType } from '../media-type';

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');
const ftyp = (brand: string) => Buffer.concat([hex('00000020'), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(4)]);

describe('sniffMediaType: images and videos by their first bytes', () => {
  it.each([
    ['PNG', hex('89504e470d0a1a0a 0000000d'), 'image/png'],
    ['JPEG', hex('ffd8ffe0 00104a46'), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\u0001\u0000', 'latin1'), 'image/gif'],
    ['WebP', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'), 'image/webp'],
    ['AVIF', ftyp('avif'), 'image/avif'],
    ['MP4', ftyp('isom'), 'video/mp4'],
    ['QuickTime', ftyp('qt  '), 'video/quicktime'],
    ['WebM', hex('1a45dfa3 9f428681'), 'video/webm'],
  ])('%s', (_name, head, mime) => {
    expect(sniffMediaType(head)?.mime).toBe(mime);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', Buffer.from('%PDF-1.4')],
    ['HEIC (not shown by browsers)', ftyp('heic')],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', hex('89504e47')],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });
});
