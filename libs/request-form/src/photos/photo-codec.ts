// The browser's side of photo resizing, kept apart so the decisions in resize-photo.ts are unit
// tested without a canvas (jsdom has none).

/** A photo decoded upright: the browser has applied its EXIF orientation. */
export interface DecodedPhoto {
  readonly width: number;
  readonly height: number;
  /** Draws it at this size on white and encodes a JPEG; null when the browser cannot. */
  toJpeg(width: number, height: number, quality: number): Promise<Blob | null>;
  /** Frees the decoded pixels (about 50 MB for a 12-megapixel photo). */
  close(): void;
}

export interface PhotoCodec {
  /** null when this browser cannot decode the file (no createImageBitmap, an unknown or broken image). */
  decode(file: Blob): Promise<DecodedPhoto | null>;
}

type Canvas2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

async function encodeJpeg(source: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null;
  const canvas = offscreen ?? Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Canvas2d | null;
  if (!context) return null;
  // JPEG has no transparency: a PNG's clear parts would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  if (offscreen) return offscreen.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => (canvas as HTMLCanvasElement).toBlob(resolve, 'image/jpeg', quality));
}

/** createImageBitmap and a canvas. */
export const browserPhotoCodec: PhotoCodec = {
  async decode(file) {
    if (typeof createImageBitmap !== 'function') return null;
    let bitmap: ImageBitmap;
    try {
      // No imageOrientation option: its default applies the EXIF orientation (named 'none' in older
      // browsers, 'from-image' now), and older browsers refuse the newer name.
      bitmap = await createImageBitmap(file);
    } catch {
      return null;
    }
    return {
      width: bitmap.width,
      height: bitmap.height,
      toJpeg: (width, height, quality) => encodeJpeg(bitmap, width, height, quality),
      close: () => bitmap.close(),
    };
  },
};
