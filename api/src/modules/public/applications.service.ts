import { ConflictException, Injectable } from '@nestjs/common';
import { MESSAGES, type ApplicantType, type Locale } from '@society/contracts';
import { isDuplicateKey } from '../../database/duplicate-key';
import { ApplicantRepository, type NewApplication } from '../../database/repositories/applicant.repository';
import { consentOf } from '../../dtos/public-form.dto';
import { isUnder18Application, type InternApplicationDto, type VolunteerApplicationDto } from './dtos/application.dto';

/** The guardian an applicant under 18 names; an adult's form keeps none. */
const guardianOf = (dto: VolunteerApplicationDto | InternApplicationDto) =>
  isUnder18Application(dto) && dto.guardianName && dto.guardianRelation && dto.guardianPhone
    ? { name: dto.guardianName, relation: dto.guardianRelation, phone: dto.guardianPhone }
    : undefined;

const DUPLICATE: Record<ApplicantType, string> = {
  volunteer: MESSAGES.volunteerDuplicate,
  intern: MESSAGES.internDuplicate,
};

@Injectable()
export class ApplicationsService {
  constructor(private readonly applicants: ApplicantRepository) {}

  async applyAsVolunteer(dto: VolunteerApplicationDto, language: Locale = 'en'): Promise<void> {
    // HR sees one shape for both kinds: the volunteer's area is its interest, referralSource its reference.
    await this.apply({
      type: 'volunteer',
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      gender: dto.gender,
      dob: new Date(dto.dob),
      interests: [dto.area],
      availability: dto.availability,
      reference: dto.referralSource,
      experience: dto.experience ?? '',
      agreeToTerms: dto.agreeToTerms,
      consent: consentOf(dto),
      guardian: guardianOf(dto),
      language,
    });
  }

  async applyAsIntern(dto: InternApplicationDto, language: Locale = 'en'): Promise<void> {
    await this.apply({
      type: 'intern',
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      gender: dto.gender,
      dob: new Date(dto.dob),
      interests: dto.interests,
      availability: dto.availability,
      reference: dto.reference,
      course: dto.course,
      college: dto.college,
      duration: dto.duration,
      agreeToTerms: dto.agreeToTerms,
      consent: consentOf(dto),
      guardian: guardianOf(dto),
      language,
    });
  }

  private async apply(application: NewApplication): Promise<void> {
    if (await this.applicants.hasApplied(application.type, application.email)) {
      throw new ConflictException(DUPLICATE[application.type]);
    }
    try {
      await this.applicants.create(application);
    } catch (error) {
      // Two submissions at once: the unique index on {type, email} decides.
      if (isDuplicateKey(error)) throw new ConflictException(DUPLICATE[application.type]);
      throw error;
    }
  }
}
