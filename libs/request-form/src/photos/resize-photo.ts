import { browserPhotoCodec, type PhotoCodec } from './photo-codec';

/**
 * What a photo is made into before it is sent: a phone's 3-5 MB photo becomes a JPEG of a few
 * hundred KB, still sharp enough to read a meter or a document.
 */
export const PHOTO_TARGET = {
  /** A photo at or under this size is sent as it is. */
  maxBytes: 500 * 1024,
  longestSide: 1600,
  /** Tried in turn until the result is under maxBytes. */
  qualities: [0.8, 0.65],
} as const;

/** JPEG or PNG, by type or by name (some phones give no type). A PDF never is. */
function isPhoto(file: { name: string; type: string }): boolean {
  if (file.type) return file.type === 'image/jpeg' || file.type === 'image/png';
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** Worth resizing: a photo larger than the target. */
export function shouldResize(file: { name: string; type: string; size: number }): boolean {
  return isPhoto(file) && file.size > PHOTO_TARGET.maxBytes;
}

/** The size that fits `longestSide`, proportions kept; never enlarged. */
export function fitWithin(width: number, height: number, longestSide: number = PHOTO_TARGET.longestSide): { width: number; height: number } {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `pothole.png` → `pothole.jpg`: the API judges the bytes, and the name should match them. */
export function jpegName(name: string): string {
  return `${name.replace(/\.(jpe?g|png)$/i, '')}.jpg`;
}

/**
 * A smaller JPEG of the photo to send in its place, or null to send the original: not a photo
 * (a PDF is never touched), already small, not decodable or encodable here, or not made smaller.
 */
export async function resizePhoto(file: File, codec: PhotoCodec = browserPhotoCodec): Promise<File | null> {
  if (!shouldResize(file)) return null;
  let decoded: Awaited<ReturnType<PhotoCodec['decode']>> = null;
  try {
    decoded = await codec.decode(file);
    if (!decoded) return null;
    const { width, height } = fitWithin(decoded.width, decoded.height);
    let smallest: Blob | null = null;
    for (const quality of PHOTO_TARGET.qualities) {
      const blob = await decoded.toJpeg(width, height, quality);
      // A browser that cannot write JPEG hands back a PNG instead: not what we asked for.
      if (!blob || blob.type !== 'image/jpeg') return null;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= PHOTO_TARGET.maxBytes) break;
    }
    if (!smallest || smallest.size >= file.size) return null;
    return new File([smallest], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return null;
  } finally {
    decoded?.close();
  }
}
