import type { ContactMessage, Page } from '@society/contracts';
import { api } from '@society/web-kit';

/** GET /api/hr/contact?page=…: one page of the contact form's messages (read-only for HR), newest first, searched by the server. */
export async function getContactPage(params: Record<string, string>): Promise<Page<ContactMessage>> {
  const page = await api.get<Page<ContactMessage>>(`/hr/contact?${new URLSearchParams(params).toString()}`);
  if (!page || !Array.isArray(page.items)) throw new Error('GET /hr/contact did not return a page');
  return page;
}
