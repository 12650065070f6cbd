import type { PublicationItem, PublicationType } from '@society/contracts';
import { api } from '@society/web-kit';

export interface AddPublicationInput {
  title: string;
  type: PublicationType;
  /** YYYY-MM-DD */
  publishDate: string;
  fileUrl: string;
  flipbookUrl: string;
  description: string;
  coverImage: File;
}

/** POST /api/admin/publications (multipart, coverImage ≤ 10 MB) → 201 the publication; 413 when too large. */
export function addPublication(input: AddPublicationInput): Promise<PublicationItem> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value as string | Blob);
  return api.post<PublicationItem>('/admin/publications', form);
}
