import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../../../audit/audit.module';
import { DatabaseModule } from '../../../database/database.module';
import { StorageModule } from '../../../storage/storage.module';
import { ChildSafety } from './child-safety';
import { ConcernRepository } from './repositories/concern.repository';
import { SafeguardingConcern, SafeguardingConcernSchema } from './schemas/concern.schema';
import { ConcernsService } from './services/concerns.service';
import { MailModule } from '../../../mail/mail.module';
import { SettingsModule } from '../../../settings/settings.module';
import { PoliceVerificationRepository } from './repositories/police-verification.repository';
import { PolicyAcknowledgementRepository } from './repositories/policy-acknowledgement.repository';
import { PolicyVersionRepository } from './repositories/policy-version.repository';
import { SafeguardingLeadRepository } from './repositories/safeguarding-lead.repository';
import { PoliceVerification, PoliceVerificationSchema } from './schemas/police-verification.schema';
import { PolicyAcknowledgement, PolicyAcknowledgementSchema } from './schemas/policy-acknowledgement.schema';
import { PolicyVersion, PolicyVersionSchema } from './schemas/policy-version.schema';
import { SafeguardingLead, SafeguardingLeadSchema } from './schemas/safeguarding-lead.schema';
import { PoliciesService } from './services/policies.service';
import { SafeguardingLeadService } from './services/safeguarding-lead.service';
import { SafeguardingRecords } from './services/safeguarding-records';
import { VerificationsService } from './services/verifications.service';

const repositories = [PolicyVersionRepository, PolicyAcknowledgementRepository, PoliceVerificationRepository, SafeguardingLeadRepository, ConcernRepository];

const services = [ChildSafety, PoliciesService, VerificationsService, SafeguardingLeadService, ConcernsService, SafeguardingRecords];

const models = MongooseModule.forFeature([
  { name: PolicyVersion.name, schema: PolicyVersionSchema },
  { name: PolicyAcknowledgement.name, schema: PolicyAcknowledgementSchema },
  { name: PoliceVerification.name, schema: PoliceVerificationSchema },
  { name: SafeguardingLead.name, schema: SafeguardingLeadSchema },
  { name: SafeguardingConcern.name, schema: SafeguardingConcernSchema },
]);

/**
 * Child safeguarding (issue 45): the child-protection policy and its acknowledgements, police verifications,
 * the safeguarding lead; ChildSafety answers whether a person may work with children on a day.
 */
@Module({
  imports: [DatabaseModule, AuditModule, StorageModule, MailModule, SettingsModule, models],
  providers: [...repositories, ...services],
  exports: [...repositories, ...services],
})
export class SafeguardingDomainModule {}
