import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DatabaseModule } from '../../../../database/database.module';
import { SettingsModule } from '../../../../settings/settings.module';
import { RegisterDomainModule } from '../register-domain.module';
import { ChildRegisterDataService } from './child-register-data.service';
import { HomeFiguresService } from './home-figures.service';
import { OutcomesService } from './outcomes.service';
import { ProgressCardsService } from './progress-cards.service';
import { RegisterRetentionService } from './register-retention.service';
import { RemarkRepository } from './repositories/remark.repository';
import { Remark, RemarkSchema } from './schemas/remark.schema';

const services = [OutcomesService, ProgressCardsService, ChildRegisterDataService, RegisterRetentionService, HomeFiguresService];

/**
 * The register's reports (issue 44, items 5, 6, 8): progress cards, outcomes, the live home figures, and a
 * child's register as personal data (access export, erasure, retention). Read from the register's own
 * repositories; the teacher's remarks are its one collection.
 */
@Module({
  imports: [DatabaseModule, SettingsModule, RegisterDomainModule, MongooseModule.forFeature([{ name: Remark.name, schema: RemarkSchema }])],
  providers: [RemarkRepository, ...services],
  exports: services,
})
export class RegisterReportsModule {}
