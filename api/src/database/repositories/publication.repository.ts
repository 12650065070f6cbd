import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Publication, type PublicationRecord } from '../schemas/publication.schema';

export type NewPublication = Pick<Publication, 'title' | 'type' | 'description' | 'publishDate' | 'fileUrl'> &
  Partial<Pick<Publication, 'flipbookUrl' | 'coverImagePath'>>;

@Injectable()
export class PublicationRepository {
  constructor(@InjectModel(Publication.name) private readonly publications: Model<Publication>) {}

  /** Newest publishDate first. */
  listNewestFirst(): Promise<PublicationRecord[]> {
    return this.publications.find().sort({ publishDate: -1, _id: -1 }).lean<PublicationRecord[]>().exec();
  }

  async create(publication: NewPublication): Promise<PublicationRecord> {
    const created = await this.publications.create(publication);
    return created.toObject<PublicationRecord>();
  }

  /** Deletes the publication and returns what was deleted (its cover is the caller's to remove), or null. */
  deleteById(id: string): Promise<PublicationRecord | null> {
    return this.publications.findOneAndDelete({ _id: id }).lean<PublicationRecord>().exec();
  }
}
