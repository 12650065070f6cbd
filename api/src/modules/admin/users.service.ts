import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../../audit/audit-trail';
import { userView } from '../../audit/audit-views';
import { isDuplicateKey } from '../../database/duplicate-key';
import { UserRepository, type UserChanges } from '../../database/repositories/user.repository';
import type { UserRecord } from '../../database/schemas/user.schema';
import type { Actor } from '../../security/auth-user';
import { PasswordHasher } from '../../security/password-hasher';
import { USER_SORT_DEFAULT } from '@society/contracts';
import { isPageRequest, pageRequest, searchText } from '../../dtos/page-query.dto';
import { isBlank, mapAdminUser, type AdminUserDto, type AdminUserPageDto, type CreateUserDto, type UpdateUserDto, type UserListQueryDto } from './dtos/user.dto';

export const USER_MESSAGES = {
  duplicateEmail: 'A user with this email already exists',
  notFound: 'User not found',
  deleteSelf: 'You cannot delete your own account.',
  deleteLastAdmin: 'The last admin cannot be deleted. Make another user admin first.',
  volunteerRole: "A volunteer account belongs to a volunteer or intern (HR invites them): its role cannot be changed, nor another account's be made volunteer.",
  demoteLastAdmin: 'The last admin cannot be given another role. Make another user admin first.',
} as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
  ) {}

  /** Every user (SPEC §7), or with list parameters one page of them. */
  async list(query: UserListQueryDto): Promise<AdminUserDto[] | AdminUserPageDto> {
    if (!isPageRequest(query)) return (await this.users.listAll()).map(mapAdminUser);
    const { page, pageSize, sort } = pageRequest(query, USER_SORT_DEFAULT);
    const { rows, total } = await this.users.listPage({ page, pageSize, sort, role: query.role, search: searchText(query) });
    return { items: rows.map(mapAdminUser), total, page, pageSize };
  }

  async create(actor: Actor, dto: CreateUserDto): Promise<AdminUserDto> {
    if (await this.users.emailTaken(dto.email)) throw new ConflictException(USER_MESSAGES.duplicateEmail);
    try {
      const user = await this.users.create({
        email: dto.email,
        passwordHash: await this.hasher.hash(dto.password),
        role: dto.role,
        name: dto.name ?? undefined,
        phone: dto.phone ?? undefined,
      });
      await this.audit.record(actor, { kind: 'user', action: 'create', recordId: String(user._id), recordLabel: user.email, after: userView(user) });
      return mapAdminUser(user);
    } catch (error) {
      // Two requests for the same email at once: the unique index decides.
      if (isDuplicateKey(error)) throw new ConflictException(USER_MESSAGES.duplicateEmail);
      throw error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateUserDto): Promise<AdminUserDto> {
    const user = await this.findOrThrow(id);
    const changes: UserChanges = {};
    if (dto.email !== undefined && dto.email !== user.email) {
      if (await this.users.emailTaken(dto.email, id)) throw new ConflictException(USER_MESSAGES.duplicateEmail);
      changes.email = dto.email;
    }
    if (dto.role !== undefined && dto.role !== user.role && (dto.role === 'volunteer' || user.role === 'volunteer')) {
      throw new ConflictException(USER_MESSAGES.volunteerRole);
    }
    const demotesAdmin = user.role === 'admin' && dto.role !== undefined && dto.role !== 'admin';
    if (demotesAdmin && (await this.users.countAdmins()) <= 1) throw new ConflictException(USER_MESSAGES.demoteLastAdmin);
    if (dto.role !== undefined && dto.role !== user.role) {
      changes.role = dto.role;
      // Tokens carry the previous value of this field, so they stop working for good.
      changes.roleChangedAt = new Date();
    }
    if (dto.name !== undefined) changes.name = dto.name ?? '';
    if (dto.phone !== undefined) changes.phone = dto.phone ?? '';
    if (!isBlank(dto.password)) {
      changes.passwordHash = await this.hasher.hash(dto.password as string);
      // Tokens carry the previous value of this field, so they stop working.
      changes.passwordChangedAt = new Date();
    }

    const updated = await this.users.update(id, changes).catch((error: unknown) => {
      // Another request took the email between our check and this update: the unique index decides.
      throw isDuplicateKey(error) ? new ConflictException(USER_MESSAGES.duplicateEmail) : error;
    });
    if (!updated) throw new NotFoundException(USER_MESSAGES.notFound);
    if (demotesAdmin && (await this.users.countAdmins()) === 0) {
      // A concurrent demotion or deletion took the other admin (no transactions on FerretDB): undo ours.
      await this.users.update(id, { role: 'admin' });
      throw new ConflictException(USER_MESSAGES.demoteLastAdmin);
    }
    await this.audit.record(actor, { kind: 'user', action: 'update', recordId: id, recordLabel: updated.email, before: userView(user), after: userView(updated) });
    return mapAdminUser(updated);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    if (actor.id === id) throw new ConflictException(USER_MESSAGES.deleteSelf);
    const user = await this.findOrThrow(id);
    if (user.role === 'admin' && (await this.users.countAdmins()) <= 1) {
      throw new ConflictException(USER_MESSAGES.deleteLastAdmin);
    }
    if (!(await this.users.deleteById(id))) throw new NotFoundException(USER_MESSAGES.notFound);
    if (user.role === 'admin' && (await this.users.countAdmins()) === 0) {
      // Same race as above, for deletions: put the user back.
      await this.users.restore(user);
      throw new ConflictException(USER_MESSAGES.deleteLastAdmin);
    }
    await this.audit.record(actor, { kind: 'user', action: 'delete', recordId: id, recordLabel: user.email, before: userView(user) });
  }

  private async findOrThrow(id: string): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return user;
  }
}
