import { api } from '@society/web-kit';
import type { CoreTeamMember } from './get-core-team';

/** The member fields the form sends; dates as YYYY-MM-DD, '' for 'none'. */
export interface CoreTeamMemberInput {
  name: string;
  position: string;
  /** Optional: '' leaves a new member without one and clears it on an edit. */
  positionHi: string;
  order: number;
  email: string;
  phone: string;
  dateOfJoining: string;
  dateOfLeaving: string;
  address: string;
  bio: string;
  linkedin: string;
  instagram: string;
}

/** The multipart body of POST and PUT /api/admin/coreteam: every field, plus the photo when chosen. */
export function toMemberFormData(input: CoreTeamMemberInput, photo: File | null, { skipEmpty }: { skipEmpty: boolean }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    const text = String(value);
    // A new member needs no empty fields; an edit sends '' so a cleared field is cleared.
    if (skipEmpty && text === '') continue;
    form.append(key, text);
  }
  if (photo) form.append('profilePhoto', photo);
  return form;
}

/** POST /api/admin/coreteam (multipart, optional profilePhoto ≤ 1 MB) → 201 the member. */
export function createCoreTeamMember(input: CoreTeamMemberInput, photo: File | null): Promise<CoreTeamMember> {
  return api.post<CoreTeamMember>('/admin/coreteam', toMemberFormData(input, photo, { skipEmpty: true }));
}
