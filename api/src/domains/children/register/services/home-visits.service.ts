import { Injectable } from '@nestjs/common';
import type { HomeVisitRecord } from '@society/contracts';
import type { Actor } from '../../../../security/auth-user';
import { HomeVisitRepository } from '../repositories/home-visit.repository';
import { FollowUpsService } from './follow-ups.service';
import { consentedChild } from './register-children';
import { RegisterLookups, type RegisterReads } from './register-reads';
import { assertNotFuture } from './register-rules';

/** Home visits to children who stopped coming: any team member may make one; it closes the child's follow-up. */
@Injectable()
export class HomeVisitsService {
  constructor(
    private readonly visits: HomeVisitRepository,
    private readonly lookups: RegisterLookups,
    private readonly followUps: FollowUpsService,
  ) {}

  async record(actor: Actor, record: HomeVisitRecord, reads: RegisterReads = this.lookups.direct()): Promise<void> {
    consentedChild(await reads.student(record.studentId));
    assertNotFuture(record.day);
    await this.visits.create({ studentId: record.studentId, day: record.day, outcome: record.outcome, note: record.note, visitedBy: actor.email, recordedAt: new Date(record.recordedAt) });
    await this.followUps.visited(record.studentId, record.day, reads);
  }
}
