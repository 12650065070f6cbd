import { api } from '@society/web-kit';

/** DELETE /api/admin/coreteam/{id}; the server also removes the stored photo. */
export function deleteCoreTeamMember(id: string): Promise<unknown> {
  return api.delete(`/admin/coreteam/${encodeURIComponent(id)}`);
}
