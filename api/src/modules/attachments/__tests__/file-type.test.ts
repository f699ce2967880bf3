import { sniffFileType } from '../file-type';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3', 'latin1');

describe('sniffFileType', () => {
  it('recognises pdf, png and jpeg by their magic bytes', () => {
    expect(sniffFileType(pdf)).toEqual({ extension: 'pdf', mime: 'application/pdf', attachmentType: 'pdf' });
    expect(sniffFileType(png)).toEqual({ extension: 'png', mime: 'image/png', attachmentType: 'image' });
    expect(sniffFileType(jpeg)).toEqual({ extension: 'jpg', mime: 'image/jpeg', attachmentType: 'image' });
  });

  it.each([
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['gif', Buffer.from('GIF89a')],
    ['empty', Buffer.alloc(0)],
    ['truncated png', png.subarray(0, 4)],
    ['pdf marker not at the start', Buffer.from(' %PDF-1.7')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });
});
