import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache } from '../read-cache';
import { Publication, type PublicationRecord } from '../schemas/publication.schema';

export type NewPublication = Pick<Publication, 'title' | 'type' | 'description' | 'publishDate' | 'fileUrl'> &
  Partial<Pick<Publication, 'flipbookUrl' | 'coverImagePath' | 'coverImageVariants' | 'titleHi' | 'descriptionHi'>>;

@Injectable()
export class PublicationRepository {
  /** The public pages read this list on every visit; each write below drops it. */
  private readonly listCache = new ReadCache<PublicationRecord[]>();

  constructor(@InjectModel(Publication.name) private readonly publications: Model<Publication>) {}

  /** Newest publishDate first. */
  listNewestFirst(): Promise<PublicationRecord[]> {
    return this.listCache.read(() => this.publications.find().sort({ publishDate: -1, _id: -1 }).lean<PublicationRecord[]>().exec());
  }

  create(publication: NewPublication): Promise<PublicationRecord> {
    return this.listCache.write(async () => {
      const created = await this.publications.create(publication);
      return created.toObject<PublicationRecord>();
    });
  }

  /** Deletes the publication and returns what was deleted (its cover is the caller's to remove), or null. */
  deleteById(id: string): Promise<PublicationRecord | null> {
    return this.listCache.write(() => this.publications.findOneAndDelete({ _id: id }).lean<PublicationRecord>().exec());
  }
}
