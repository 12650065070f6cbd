import { ApiError, fetchFile } from '@society/web-kit';

/** GET /api/admin/donations/{id}/screenshot as image bytes. */
export async function getDonationScreenshot(id: string): Promise<Blob> {
  const { blob } = await fetchFile(`/admin/donations/${encodeURIComponent(id)}/screenshot`, 'screenshot');
  // Shown only as an <img>; anything that is not an image is refused rather than opened.
  if (!blob.type.startsWith('image/')) throw new ApiError(415, 'The stored screenshot is not an image.');
  return blob;
}
