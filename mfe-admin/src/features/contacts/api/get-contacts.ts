import type { ContactMessage } from '@society/contracts';
import { api } from '@society/web-kit';
import { useLoad } from '../../../hooks/use-load';
import { expectList } from '../../../utils/api-data';

/** GET /api/public/contact (admin only), newest first. */
export async function getContacts(): Promise<ContactMessage[]> {
  return expectList<ContactMessage>(await api.get('/public/contact'));
}

/** The messages, loaded when the Contacts tab opens. */
export function useContacts() {
  return useLoad(getContacts);
}
