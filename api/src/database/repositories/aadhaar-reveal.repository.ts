import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { AadhaarReveal } from '../schemas/aadhaar-reveal.schema';

export interface NewAadhaarReveal {
  studentId: string;
  userId: string;
  userEmail: string;
  revealedAt: Date;
}

/** The audit trail of Aadhaar reveals: written before a number leaves the API, never changed. */
@Injectable()
export class AadhaarRevealRepository {
  constructor(@InjectModel(AadhaarReveal.name) private readonly reveals: Model<AadhaarReveal>) {}

  async record(reveal: NewAadhaarReveal): Promise<void> {
    await this.reveals.create(reveal);
  }
}
