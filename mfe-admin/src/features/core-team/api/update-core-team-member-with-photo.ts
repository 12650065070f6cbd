import { api } from '@society/web-kit';
import { toMemberFormData, type CoreTeamMemberInput } from './create-core-team-member';
import type { CoreTeamMember } from './get-core-team';

/** PUT /api/admin/coreteam/{id} (multipart): used when the edit brings a new photo, which replaces the old. */
export function updateCoreTeamMemberWithPhoto(id: string, input: CoreTeamMemberInput, photo: File): Promise<CoreTeamMember> {
  return api.put<CoreTeamMember>(`/admin/coreteam/${encodeURIComponent(id)}`, toMemberFormData(input, photo, { skipEmpty: false }));
}
