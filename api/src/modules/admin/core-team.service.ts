import { Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../../audit/audit-trail';
import { coreTeamMemberView } from '../../audit/audit-views';
import { CoreTeamMemberRepository, type CoreTeamMemberChanges } from '../../database/repositories/core-team-member.repository';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { toDate } from '../../validation/field-rules';
import { mapCoreTeamMember, type CoreTeamMemberDto, type CreateCoreTeamMemberDto, type UpdateCoreTeamMemberDto } from './dtos/core-team.dto';
import { SiteImages } from './site-images';

export const CORE_TEAM_MESSAGES = {
  notFound: 'Core team member not found',
  deleted: 'Core team member deleted',
} as const;

/** The changes a request asks for: undefined leaves a field alone, null (a cleared date) removes it. */
function changesFrom(dto: UpdateCoreTeamMemberDto): CoreTeamMemberChanges {
  return {
    name: dto.name,
    position: dto.position,
    positionHi: dto.positionHi,
    order: dto.order,
    email: dto.email,
    phone: dto.phone,
    dateOfJoining: toDate(dto.dateOfJoining),
    dateOfLeaving: toDate(dto.dateOfLeaving),
    address: dto.address,
    bio: dto.bio,
    linkedin: dto.linkedin,
    instagram: dto.instagram,
  };
}

@Injectable()
export class CoreTeamService {
  constructor(
    private readonly members: CoreTeamMemberRepository,
    private readonly images: SiteImages,
    private readonly audit: AuditTrail,
  ) {}

  async listAll(): Promise<CoreTeamMemberDto[]> {
    return (await this.members.listInDisplayOrder()).map(mapCoreTeamMember);
  }

  async create(actor: Actor, dto: CreateCoreTeamMemberDto, photo?: UploadedFileData): Promise<CoreTeamMemberDto> {
    const image = photo ? await this.images.store('profilePhoto', photo.buffer) : undefined;
    try {
      const member = await this.members.create({
        name: dto.name,
        position: dto.position,
        positionHi: dto.positionHi,
        order: dto.order,
        email: dto.email,
        phone: dto.phone,
        dateOfJoining: toDate(dto.dateOfJoining) ?? undefined,
        dateOfLeaving: toDate(dto.dateOfLeaving) ?? undefined,
        address: dto.address,
        bio: dto.bio,
        linkedin: dto.linkedin,
        instagram: dto.instagram,
        profilePhotoPath: image?.path,
        profilePhotoVariants: image?.variants ?? [],
      });
      await this.audit.record(actor, { kind: 'core-team', action: 'create', recordId: String(member._id), recordLabel: member.name, after: coreTeamMemberView(member) });
      return mapCoreTeamMember(member);
    } catch (error) {
      if (image) await this.images.remove(image); // no record, no file
      throw error;
    }
  }

  /** Fields sent replace the stored ones; a new photo replaces (and deletes) the old file. */
  async update(actor: Actor, id: string, dto: UpdateCoreTeamMemberDto, photo?: UploadedFileData): Promise<CoreTeamMemberDto> {
    if (!(await this.members.findById(id))) throw new NotFoundException(CORE_TEAM_MESSAGES.notFound);
    const changes = changesFrom(dto);
    // Decoded before taking the member's turn; the photo it replaces is read within it.
    const image = photo ? await this.images.store('profilePhoto', photo.buffer) : undefined;
    if (image) {
      changes.profilePhotoPath = image.path;
      changes.profilePhotoVariants = image.variants;
    }
    try {
      return await this.members.exclusive(id, async () => {
        const current = await this.members.findById(id);
        const updated = current ? await this.members.update(id, changes) : null;
        if (!current || !updated) throw new NotFoundException(CORE_TEAM_MESSAGES.notFound);
        if (image) await this.images.remove({ path: current.profilePhotoPath, variants: current.profilePhotoVariants });
        await this.audit.record(actor, { kind: 'core-team', action: 'update', recordId: id, recordLabel: updated.name, before: coreTeamMemberView(current), after: coreTeamMemberView(updated) });
        return mapCoreTeamMember(updated);
      });
    } catch (error) {
      if (image) await this.images.remove(image); // not saved: no record names it
      throw error;
    }
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.members.exclusive(id, async () => {
      const deleted = await this.members.deleteById(id);
      if (!deleted) throw new NotFoundException(CORE_TEAM_MESSAGES.notFound);
      await this.images.remove({ path: deleted.profilePhotoPath, variants: deleted.profilePhotoVariants });
      await this.audit.record(actor, { kind: 'core-team', action: 'delete', recordId: id, recordLabel: deleted.name, before: coreTeamMemberView(deleted) });
    });
  }
}
