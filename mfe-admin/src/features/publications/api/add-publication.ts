import type { PublicationHindi, PublicationItem, PublicationType } from '@society/contracts';
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
  /** Optional Hindi (issue 32): sent only when written. */
  titleHi?: string;
  descriptionHi?: string;
}

/** A publication as this tab shows it: with the Hindi title and description when the society wrote them. */
export type AdminPublication = PublicationItem & PublicationHindi;

/** POST /api/admin/publications (multipart, coverImage ≤ 10 MB) → 201 the publication; 413 when too large. */
export function addPublication(input: AddPublicationInput): Promise<AdminPublication> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== '') form.append(key, value as string | Blob);
  return api.post<AdminPublication>('/admin/publications', form);
}
