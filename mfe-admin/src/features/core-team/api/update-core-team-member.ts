import { api } from '@society/web-kit';
import type { CoreTeamMemberInput } from './create-core-team-member';
import type { CoreTeamMember } from './get-core-team';

/** PUT /api/admin/core-team/{id} (JSON, no photo). Empty dates are sent as null ('no date'). */
export function updateCoreTeamMember(id: string, input: CoreTeamMemberInput): Promise<CoreTeamMember> {
  return api.put<CoreTeamMember>(`/admin/core-team/${encodeURIComponent(id)}`, {
    ...input,
    dateOfJoining: input.dateOfJoining || null,
    dateOfLeaving: input.dateOfLeaving || null,
  });
}
