import { api } from '@society/web-kit';
import { expectList } from '../../../utils/api-data';

/** A member with every field (GET /api/admin/core-team); dates are ISO strings. */
export interface CoreTeamMember {
  _id: string;
  name: string;
  position: string;
  /** The position in Hindi (issue 32): answered only when set; Hindi pages show position otherwise. */
  positionHi?: string;
  email?: string;
  phone?: string;
  dateOfJoining?: string | null;
  dateOfLeaving?: string | null;
  address?: string;
  bio?: string;
  linkedin?: string;
  instagram?: string;
  order: number;
  profilePhotoPath?: string;
}

/** GET /api/admin/core-team (admin only, full fields), sorted by order. */
export async function getCoreTeam(): Promise<CoreTeamMember[]> {
  return expectList<CoreTeamMember>(await api.get('/admin/core-team'));
}
