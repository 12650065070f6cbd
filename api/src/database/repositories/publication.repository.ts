import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ReadCache } from '../read-cache';
import { Publication, type PublicationRecord } from '../schemas/publication.schema';
import { StepClaims } from '../step-claims';
import { toUpdateQuery, type FieldChanges } from '../update-query';

export type NewPublication = Pick<Publication, 'title' | 'type' | 'description' | 'publishDate' | 'fileUrl'> &
  Partial<Pick<Publication, 'flipbookUrl' | 'coverImagePath' | 'coverImageVariants' | 'titleHi' | 'descriptionHi'>>;
/** What an edit may change: everything but the cover (which only an upload brings). */
export type PublicationTextChanges = FieldChanges<Pick<Publication, 'title' | 'type' | 'description' | 'titleHi' | 'descriptionHi' | 'publishDate' | 'fileUrl' | 'flipbookUrl'>>;

@Injectable()
export class PublicationRepository {
  /** The public pages read this list on every visit; each write below drops it. */
  private readonly listCache = new ReadCache<PublicationRecord[]>();

  constructor(
    @InjectModel(Publication.name) private readonly publications: Model<Publication>,
    private readonly claims: StepClaims,
  ) {}

  /** Newest publishDate first. */
  listNewestFirst(): Promise<PublicationRecord[]> {
    return this.listCache.read(() => this.publications.find().sort({ publishDate: -1, _id: -1 }).lean<PublicationRecord[]>().exec());
  }

  findById(id: string): Promise<PublicationRecord | null> {
    return this.publications.findById(id).lean<PublicationRecord>().exec();
  }

  /** Runs a read-decide-write of one publication with no other on it in any replica: an edit's before and after are its own. */
  exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    return this.claims.exclusive(`publication:${id}`, task);
  }

  create(publication: NewPublication): Promise<PublicationRecord> {
    return this.listCache.write(async () => {
      const created = await this.publications.create(publication);
      return created.toObject<PublicationRecord>();
    });
  }

  /** Applies the changes and returns the publication, or null when it is gone. */
  update(id: string, changes: PublicationTextChanges): Promise<PublicationRecord | null> {
    return this.listCache.write(async () => {
      const result = await this.publications.updateOne({ _id: id }, toUpdateQuery(changes), { runValidators: true }).exec();
      if (result.matchedCount === 0) return null;
      return this.findById(id);
    });
  }

  /** Deletes the publication and returns what was deleted (its cover is the caller's to remove), or null. */
  deleteById(id: string): Promise<PublicationRecord | null> {
    return this.listCache.write(() => this.publications.findOneAndDelete({ _id: id }).lean<PublicationRecord>().exec());
  }
}
