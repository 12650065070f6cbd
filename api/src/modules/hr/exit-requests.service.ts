import { ConflictException, Injectable } from '@nestjs/common';
import { VOLUNTEER_MESSAGES } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { exitRequestView } from '../../audit/audit-views';
import { ExitRequestRepository } from '../../database/repositories/exit-request.repository';
import { mapExitRequest, mapPersonSummary, type ExitRequestDto } from '../../dtos/volunteer-portal-responses.dto';
import type { Actor } from '../../security/auth-user';
import { dateToDay } from '../../validation/calendar-day';
import { ApplicantsService } from './applicants.service';
import type { DecisionDto, ExitRequestPageDto, RequestListQueryDto } from './dtos/volunteer-portal-hr.dto';
import { assertDecidable, PortalPeople } from './portal-people';

/**
 * HR's Exits tab. Approving an exit ends the engagement as SPEC §4's 'inactive' does: the status becomes
 * inactive with the last working day as the date of leaving (through the applicant update, so it is on record
 * and the account is closed like any other move to inactive).
 */
@Injectable()
export class ExitRequestsService {
  constructor(
    private readonly requests: ExitRequestRepository,
    private readonly people: PortalPeople,
    private readonly applicants: ApplicantsService,
    private readonly audit: AuditTrail,
  ) {}

  list(query: RequestListQueryDto): Promise<ExitRequestDto[] | ExitRequestPageDto> {
    return this.people.requestList(this.requests, query, mapExitRequest);
  }

  async decide(actor: Actor, id: string, { decision, reply = '' }: DecisionDto): Promise<ExitRequestDto> {
    const request = await this.requests.findById(id);
    assertDecidable(request, VOLUNTEER_MESSAGES.exitNotFound);

    const decided = await this.requests.settle(id, { status: decision, hrReply: reply, decidedAt: new Date(), decidedBy: actor.email });
    if (!decided) throw new ConflictException(VOLUNTEER_MESSAGES.notPending);
    const lastDay = dateToDay(request.lastWorkingDay);
    if (decision === 'approved') {
      try {
        await this.applicants.update(actor, String(request.applicantId), { status: 'inactive', dol: lastDay });
      } catch (error) {
        // The person could not be marked as left (their record refused the change, or the database was away):
        // the request waits again, so HR's retry is not told it was already decided.
        await this.requests.undoDecision(decided);
        throw error;
      }
    }
    const person = await this.people.findById(String(request.applicantId));
    if (person) {
      await this.people.mailDecision(person, { request: { kind: 'exit', lastDay }, approved: decision === 'approved', reply });
    }
    await this.audit.record(actor, { kind: 'exit', action: decision === 'approved' ? 'approve' : 'reject', recordId: id, recordLabel: `${person?.name ?? 'unknown'}: last working day ${lastDay}`, before: exitRequestView(request), after: exitRequestView(decided) });
    return mapExitRequest(decided, person ? mapPersonSummary(person) : undefined);
  }
}
