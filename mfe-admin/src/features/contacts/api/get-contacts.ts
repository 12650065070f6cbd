import type { ContactMessage, Page } from '@society/contracts';
import { api, ApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';

/** GET /api/public/contact (admin only), one page: newest first unless sorted otherwise, searched by name, email or text. */
export async function getContactPage(params: Record<string, string>): Promise<Page<ContactMessage>> {
  const page = await api.get<Page<ContactMessage>>(`/public/contact?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return page;
}
