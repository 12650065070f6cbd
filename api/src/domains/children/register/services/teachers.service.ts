import { Injectable } from '@nestjs/common';
import type { TeacherView } from '@society/contracts';
import { UserRepository } from '../../../../database/repositories/user.repository';
import { byName } from './register-rules';

/** Who may teach a batch: the enabled team members, by name, each as a name only (their e-mail stays private). */
@Injectable()
export class TeachersService {
  constructor(private readonly users: UserRepository) {}

  async list(): Promise<TeacherView[]> {
    const members = await this.users.listTeamMembers();
    return members.map((user) => ({ id: String(user._id), name: user.name?.trim() || user.email.split('@')[0] })).sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
  }
}
