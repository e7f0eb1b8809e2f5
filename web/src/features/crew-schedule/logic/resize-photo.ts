/** A phone's photo is sent at most this long on its longest side (ADR 134): sharp on the site's largest rendition, a fraction of 12 MP. */
export const UPLOAD_LONGEST_SIDE = 2000;
export const UPLOAD_JPEG_QUALITY = 0.85;

/** The size a width x height photo is drawn at so its longest side is at most `longest` (never enlarged). */
export function fitWithin(width: number, height: number, longest = UPLOAD_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Resize a camera photo on the phone before it is uploaded (docs/design.md §20, ADR 134): decoded upright (EXIF orientation
 * applied), drawn on a canvas at most 2000 px on its longest side and encoded as JPEG at 0.85. The canvas writes no EXIF, so the
 * GPS position never leaves the phone either (the server strips it again). A photo the browser cannot decode (an iPhone HEIC
 * in a browser without HEIC) goes as it is: the server reads HEIC itself.
 */
export async function resizeForUpload(file: File): Promise<{ blob: Blob; resized: boolean }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, resized: false };
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, resized: false };
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY));
    // NOTE: a small photo can come out larger re-encoded; then the original goes (the server strips its EXIF).
    return blob && blob.size < file.size ? { blob, resized: true } : { blob: file, resized: false };
  } finally {
    bitmap.close();
  }
}
