import { MESSAGES, type GalleryCategory, type GalleryItem, type GalleryItemHindi } from '@society/contracts';
import { ApiError, apiUrl, endSessionOn401, useSession } from '@society/web-kit';
import { messageOfBody } from '../../../utils/api-data';

export interface AddGalleryImageInput {
  title: string;
  description: string;
  category: GalleryCategory;
  photo: File;
  /** Optional Hindi (issue 32): sent only when written. */
  titleHi?: string;
  descriptionHi?: string;
}

/** A gallery photo as the add and edit answers give it: with the Hindi title and description when the society wrote them. */
export type GalleryImage = GalleryItem & GalleryItemHindi;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/addImage (multipart: photo, title, description, category, optional titleHi and descriptionHi) → 201 the item.
 * Sent with XMLHttpRequest rather than the web kit's fetch client because fetch cannot report
 * upload progress; it keeps the client's rules (bearer token from the session, 401 ends it).
 */
export function addGalleryImage(input: AddGalleryImageInput, onProgress: (percent: number) => void): Promise<GalleryImage> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  form.append('category', input.category);
  if (input.titleHi) form.append('titleHi', input.titleHi);
  if (input.descriptionHi) form.append('descriptionHi', input.descriptionHi);
  form.append('photo', input.photo);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/admin/addImage'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSession.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as GalleryImage);
        return;
      }
      if (xhr.status === 401) endSessionOn401(token);
      const serverMessage = messageOfBody(body);
      reject(new ApiError(xhr.status, serverMessage ?? MESSAGES.genericError, serverMessage));
    };
    xhr.onerror = () => {
      console.error('POST /admin/addImage failed: no response');
      reject(new ApiError(0, MESSAGES.networkError));
    };
    xhr.send(form);
  });
}
