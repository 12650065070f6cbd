import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { ApplicantType } from '@society/contracts';
import { Applicant, type ApplicantRecord } from '../schemas/applicant.schema';

/** What a visitor's application sets; status, remarks and HR fields take their defaults. */
export type NewApplication = Pick<Applicant, 'type' | 'name' | 'email' | 'phone' | 'gender' | 'dob' | 'interests' | 'availability' | 'reference' | 'agreeToTerms'> &
  Partial<Pick<Applicant, 'experience' | 'course' | 'college' | 'duration'>>;

@Injectable()
export class ApplicantRepository {
  constructor(@InjectModel(Applicant.name) private readonly applicants: Model<Applicant>) {}

  /** Whether this email (any case) has already applied for this kind. */
  async hasApplied(type: ApplicantType, email: string): Promise<boolean> {
    return (await this.applicants.exists({ type, email: email.trim().toLowerCase() }).exec()) !== null;
  }

  async create(application: NewApplication): Promise<ApplicantRecord> {
    const created = await this.applicants.create(application);
    return created.toObject<ApplicantRecord>();
  }
}
