/** What the gallery serves: images a browser shows in <img>, videos it plays in <video>. */
export interface MediaType {
  mime: string;
  kind: 'image' | 'video';
}

/** Bytes `sniffMediaType` needs. */
export const MEDIA_SNIFF_BYTES = 16;

const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

// ISO base media brands that are still images (HEIC is not shown by most browsers: refused).
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The type judged by the first bytes alone (spec §5 Upload: images and videos). The file name and
 * the uploader's Content-Type are never consulted: HTML, SVG (script-capable) or anything else named
 * .png answers null and never becomes public.
 */
export function sniffMediaType(head: Buffer): MediaType | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', kind: 'image' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg', kind: 'image' };
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return { mime: 'image/gif', kind: 'image' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { mime: 'image/webp', kind: 'image' };
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return { mime: 'video/webm', kind: 'video' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return { mime: 'image/avif', kind: 'image' };
    if (HEIF_BRANDS.has(brand)) return null;
    if (brand === 'qt  ') return { mime: 'video/quicktime', kind: 'video' };
    return { mime: 'video/mp4', kind: 'video' };
  }
  return null;
}
