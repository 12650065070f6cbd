import { api } from '@society/web-kit';

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt?: string;
}

/** The contact form's messages, newest first (read-only for HR). */
export async function getContacts(): Promise<ContactMessage[]> {
  const data = await api.get<unknown>('/hr/contact');
  if (!Array.isArray(data)) throw new Error('GET /hr/contact did not return a list');
  return data as ContactMessage[];
}
