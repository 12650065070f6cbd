import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/app-config';
import { AffectedPeopleRepository } from './repositories/affected-people.repository';
import { BreachRepository } from './repositories/breach.repository';
import { AadhaarRevealRepository } from './repositories/aadhaar-reveal.repository';
import { AuditEntryRepository } from './repositories/audit-entry.repository';
import { CertificateRepository } from './repositories/certificate.repository';
import { ExitRequestRepository } from './repositories/exit-request.repository';
import { LeaveRequestRepository } from './repositories/leave-request.repository';
import { AnnouncementRepository } from './repositories/announcement.repository';
import { ApplicantRepository } from './repositories/applicant.repository';
import { ContactMessageRepository } from './repositories/contact-message.repository';
import { CoreTeamMemberRepository } from './repositories/core-team-member.repository';
import { DataRequestRepository } from './repositories/data-request.repository';
import { CounterRepository } from './repositories/counter.repository';
import { DonationRepository } from './repositories/donation.repository';
import { JobRunRepository } from './repositories/job-run.repository';
import { MailOutboxRepository } from './repositories/mail-outbox.repository';
import { GalleryItemRepository } from './repositories/gallery-item.repository';
import { PublicationRepository } from './repositories/publication.repository';
import { ReceiptNumberVoidRepository } from './repositories/receipt-number-void.repository';
import { RevokedTokenRepository } from './repositories/revoked-token.repository';
import { StepClaimRepository } from './repositories/step-claim.repository';
import { StudentRepository } from './repositories/student.repository';
import { SharedCounterRepository } from './repositories/shared-counter.repository';
import { SiteSettingsRepository } from './repositories/site-settings.repository';
import { ThrottleHitRepository } from './repositories/throttle-hit.repository';
import { UserRepository } from './repositories/user.repository';
import { Breach, BreachNotice, BreachNoticeSchema, BreachSchema } from './schemas/breach.schema';
import { AadhaarReveal, AadhaarRevealSchema } from './schemas/aadhaar-reveal.schema';
import { AuditEntry, AuditEntrySchema } from './schemas/audit-entry.schema';
import { Certificate, CertificateSchema } from './schemas/certificate.schema';
import { ExitRequest, ExitRequestSchema } from './schemas/exit-request.schema';
import { LeaveRequest, LeaveRequestSchema } from './schemas/leave-request.schema';
import { Announcement, AnnouncementSchema } from './schemas/announcement.schema';
import { Applicant, ApplicantSchema } from './schemas/applicant.schema';
import { ContactMessage, ContactMessageSchema } from './schemas/contact-message.schema';
import { CoreTeamMember, CoreTeamMemberSchema } from './schemas/core-team-member.schema';
import { DataRequest, DataRequestSchema } from './schemas/data-request.schema';
import { Counter, CounterSchema } from './schemas/counter.schema';
import { Donation, DonationSchema } from './schemas/donation.schema';
import { JobRun, JobRunSchema } from './schemas/job-run.schema';
import { MailOutboxItem, MailOutboxSchema } from './schemas/mail-outbox.schema';
import { GalleryItem, GalleryItemSchema } from './schemas/gallery-item.schema';
import { Publication, PublicationSchema } from './schemas/publication.schema';
import { ReceiptNumberVoid, ReceiptNumberVoidSchema } from './schemas/receipt-number-void.schema';
import { RevokedToken, RevokedTokenSchema } from './schemas/revoked-token.schema';
import { SiteSettings, SiteSettingsSchema } from './schemas/site-settings.schema';
import { StepClaim, StepClaimSchema } from './schemas/step-claim.schema';
import { Student, StudentSchema } from './schemas/student.schema';
import { ThrottleHit, ThrottleHitSchema } from './schemas/throttle-hit.schema';
import { User, UserSchema } from './schemas/user.schema';
import { DatabaseHealth } from './database-health';
import { DatabaseLifecycle } from './database-lifecycle';
import { StepClaims } from './step-claims';
import { DonorHistoryRepository } from './repositories/donor-history.repository';
import { Form10beCertificateRepository } from './repositories/form-10be-certificate.repository';
import { Form10beCertificate, Form10beCertificateSchema } from './schemas/form-10be-certificate.schema';

/** Short enough that a stopped database answers 503 within a couple of seconds instead of hanging. */
export const SERVER_SELECTION_TIMEOUT_MS = 2000;

const repositories = [
  UserRepository,
  RevokedTokenRepository,
  ThrottleHitRepository,
  SharedCounterRepository,
  CounterRepository,
  AnnouncementRepository,
  ContactMessageRepository,
  DonationRepository,
  ApplicantRepository,
  GalleryItemRepository,
  CoreTeamMemberRepository,
  PublicationRepository,
  StudentRepository,
  AadhaarRevealRepository,
  AuditEntryRepository,
  ReceiptNumberVoidRepository,
  MailOutboxRepository,
  SiteSettingsRepository,
  LeaveRequestRepository,
  ExitRequestRepository,
  CertificateRepository,
  JobRunRepository,
  BreachRepository,
  AffectedPeopleRepository,
  DataRequestRepository,
  StepClaimRepository,
  Form10beCertificateRepository, DonorHistoryRepository,
];

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        uri: config.mongodbUri,
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        // Fail fast while the database is away instead of queueing requests in memory.
        bufferCommands: false,
        // Start-up waits for the database: up to 15 tries, 2 s apart.
        retryAttempts: 15,
        retryDelay: 2000,
      }),
    }),
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: RevokedToken.name, schema: RevokedTokenSchema },
      { name: ThrottleHit.name, schema: ThrottleHitSchema },
      { name: Counter.name, schema: CounterSchema },
      { name: Announcement.name, schema: AnnouncementSchema },
      { name: ContactMessage.name, schema: ContactMessageSchema },
      { name: Donation.name, schema: DonationSchema },
      { name: Applicant.name, schema: ApplicantSchema },
      { name: GalleryItem.name, schema: GalleryItemSchema },
      { name: CoreTeamMember.name, schema: CoreTeamMemberSchema },
      { name: Publication.name, schema: PublicationSchema },
      { name: Student.name, schema: StudentSchema },
      { name: AadhaarReveal.name, schema: AadhaarRevealSchema },
      { name: AuditEntry.name, schema: AuditEntrySchema },
      { name: ReceiptNumberVoid.name, schema: ReceiptNumberVoidSchema },
      { name: MailOutboxItem.name, schema: MailOutboxSchema },
      { name: SiteSettings.name, schema: SiteSettingsSchema },
      { name: LeaveRequest.name, schema: LeaveRequestSchema },
      { name: ExitRequest.name, schema: ExitRequestSchema },
      { name: Certificate.name, schema: CertificateSchema },
      { name: JobRun.name, schema: JobRunSchema },
      { name: Breach.name, schema: BreachSchema },
      { name: BreachNotice.name, schema: BreachNoticeSchema },
      { name: DataRequest.name, schema: DataRequestSchema },
      { name: StepClaim.name, schema: StepClaimSchema },
      { name: Form10beCertificate.name, schema: Form10beCertificateSchema },
    ]),
  ],
  providers: [...repositories, StepClaims, DatabaseHealth, DatabaseLifecycle],
  exports: [...repositories, StepClaims, DatabaseHealth],
})
export class DatabaseModule {}
