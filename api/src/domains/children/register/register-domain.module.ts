import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../../../audit/audit.module';
import { DatabaseModule } from '../../../database/database.module';
import { AssessmentRepository } from './repositories/assessment.repository';
import { BatchRepository } from './repositories/batch.repository';
import { CentreRepository } from './repositories/centre.repository';
import { ClassDayRepository } from './repositories/class-day.repository';
import { EnrolmentRepository } from './repositories/enrolment.repository';
import { FollowUpRepository } from './repositories/follow-up.repository';
import { HomeVisitRepository } from './repositories/home-visit.repository';
import { MonthTallyRepository } from './repositories/month-tally.repository';
import { ReceivedRecordRepository } from './repositories/received-record.repository';
import { RoundDatesRepository } from './repositories/round-dates.repository';
import { Assessment, AssessmentSchema } from './schemas/assessment.schema';
import { Batch, BatchSchema } from './schemas/batch.schema';
import { Centre, CentreSchema } from './schemas/centre.schema';
import { ClassDay, ClassDaySchema } from './schemas/class-day.schema';
import { Enrolment, EnrolmentSchema } from './schemas/enrolment.schema';
import { FollowUp, FollowUpSchema } from './schemas/follow-up.schema';
import { HomeVisit, HomeVisitSchema } from './schemas/home-visit.schema';
import { MonthTally, MonthTallySchema } from './schemas/month-tally.schema';
import { ReceivedRecord, ReceivedRecordSchema } from './schemas/received-record.schema';
import { RoundDates, RoundDatesSchema } from './schemas/round-dates.schema';
import { AssessmentsService } from './services/assessments.service';
import { BatchesService } from './services/batches.service';
import { CentresService } from './services/centres.service';
import { ChildProgressService } from './services/child-progress.service';
import { FollowUpsService } from './services/follow-ups.service';
import { HomeVisitsService } from './services/home-visits.service';
import { MonthTallies } from './services/month-tallies.service';
import { RegisterChildren } from './services/register-children';
import { RegisterLookups } from './services/register-reads';
import { RegisterDaysService } from './services/register-days.service';
import { RegisterSyncService } from './services/register-sync.service';
import { TeachersService } from './services/teachers.service';

const repositories = [
  CentreRepository,
  BatchRepository,
  EnrolmentRepository,
  ClassDayRepository,
  AssessmentRepository,
  RoundDatesRepository,
  HomeVisitRepository,
  FollowUpRepository,
  ReceivedRecordRepository,
  MonthTallyRepository,
];

const services = [
  MonthTallies,
  RegisterChildren,
  RegisterLookups,
  CentresService,
  BatchesService,
  FollowUpsService,
  RegisterDaysService,
  AssessmentsService,
  HomeVisitsService,
  RegisterSyncService,
  ChildProgressService,
  TeachersService,
];

/**
 * The class register (issue 44): centres, batches, enrolments, class days, ASER levels, home visits and
 * follow-ups. Its models are its own; the role modules use its services, the reports its repositories.
 */
@Module({
  imports: [
    DatabaseModule,
    AuditModule,
    MongooseModule.forFeature([
      { name: Centre.name, schema: CentreSchema },
      { name: Batch.name, schema: BatchSchema },
      { name: Enrolment.name, schema: EnrolmentSchema },
      { name: ClassDay.name, schema: ClassDaySchema },
      { name: Assessment.name, schema: AssessmentSchema },
      { name: RoundDates.name, schema: RoundDatesSchema },
      { name: HomeVisit.name, schema: HomeVisitSchema },
      { name: FollowUp.name, schema: FollowUpSchema },
      { name: ReceivedRecord.name, schema: ReceivedRecordSchema },
      { name: MonthTally.name, schema: MonthTallySchema },
    ]),
  ],
  providers: [...repositories, ...services],
  exports: [...repositories, ...services],
})
export class RegisterDomainModule {}
