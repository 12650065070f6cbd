import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditTrail } from '../../audit/audit-trail';
import { publicationView } from '../../audit/audit-views';
import { PublicationRepository, type PublicationTextChanges } from '../../database/repositories/publication.repository';
import { mapPublication, type PublicationDto } from '../../dtos/publication.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import type { Actor } from '../../security/auth-user';
import { NEEDS_FILE_AND_COVER, type CreatePublicationDto, type UpdatePublicationDto } from './dtos/publication.dto';
import { SiteImages } from './site-images';

export const PUBLICATION_MESSAGES = {
  notFound: 'Publication not found',
  deleted: 'Publication deleted',
} as const;

/** The fields a request sends: undefined leaves one alone, '' clears a Hindi one (the Hindi pages then show the English). */
function changesFrom(dto: UpdatePublicationDto): PublicationTextChanges {
  return {
    title: dto.title,
    type: dto.type,
    description: dto.description,
    titleHi: dto.titleHi,
    descriptionHi: dto.descriptionHi,
    publishDate: dto.publishDate === undefined ? undefined : new Date(dto.publishDate),
    fileUrl: dto.fileUrl,
    flipbookUrl: dto.flipbookUrl,
  };
}

@Injectable()
export class PublicationsService {
  constructor(
    private readonly publications: PublicationRepository,
    private readonly images: SiteImages,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<PublicationDto[]> {
    return (await this.publications.listNewestFirst()).map(mapPublication);
  }

  async add(actor: Actor, dto: CreatePublicationDto, cover?: UploadedFileData): Promise<PublicationDto> {
    if (!cover) throw new BadRequestException(NEEDS_FILE_AND_COVER);
    const image = await this.images.store('publicationCover', cover.buffer);
    let publication;
    try {
      publication = await this.publications.create({
        title: dto.title,
        type: dto.type,
        description: dto.description,
        titleHi: dto.titleHi ?? '',
        descriptionHi: dto.descriptionHi ?? '',
        publishDate: new Date(dto.publishDate),
        fileUrl: dto.fileUrl,
        flipbookUrl: dto.flipbookUrl,
        coverImagePath: image.path,
        coverImageVariants: image.variants,
      });
    } catch (error) {
      await this.images.remove(image);
      throw error;
    }
    await this.audit.record(actor, { kind: 'publication', action: 'create', recordId: String(publication._id), recordLabel: publication.title, after: publicationView(publication) });
    return mapPublication(publication);
  }

  /** The fields sent replace the stored ones; the cover stays as it is. */
  async update(actor: Actor, id: string, dto: UpdatePublicationDto): Promise<PublicationDto> {
    // Checked first so an unknown id takes no claim (a claim's key is kept in the database).
    if (!(await this.publications.findById(id))) throw new NotFoundException(PUBLICATION_MESSAGES.notFound);
    return this.publications.exclusive(id, async () => {
      const current = await this.publications.findById(id);
      const updated = current ? await this.publications.update(id, changesFrom(dto)) : null;
      if (!current || !updated) throw new NotFoundException(PUBLICATION_MESSAGES.notFound);
      await this.audit.record(actor, { kind: 'publication', action: 'update', recordId: id, recordLabel: updated.title, before: publicationView(current), after: publicationView(updated) });
      return mapPublication(updated);
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const deleted = await this.publications.deleteById(id);
    if (!deleted) throw new NotFoundException(PUBLICATION_MESSAGES.notFound);
    await this.images.remove({ path: deleted.coverImagePath, variants: deleted.coverImageVariants });
    await this.audit.record(actor, { kind: 'publication', action: 'delete', recordId: id, recordLabel: deleted.title, before: publicationView(deleted) });
  }
}
