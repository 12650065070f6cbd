import { ConflictException, Injectable } from '@nestjs/common';
import { LEAVE_TYPE_LABELS, VOLUNTEER_MESSAGES } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { leaveRequestView } from '../../audit/audit-views';
import { LeaveRequestRepository } from '../../database/repositories/leave-request.repository';
import { mapLeaveRequest, mapPersonSummary, type LeaveRequestDto } from '../../dtos/volunteer-portal-responses.dto';
import type { Actor } from '../../security/auth-user';
import { dateToDay } from '../../validation/calendar-day';
import type { DecisionDto, LeaveRequestPageDto, RequestListQueryDto } from './dtos/volunteer-portal-hr.dto';
import { assertDecidable, PortalPeople } from './portal-people';

/** HR's Leave tab: every request (pending first), approved or rejected with a reply that is mailed to the person. */
@Injectable()
export class LeaveRequestsService {
  constructor(
    private readonly requests: LeaveRequestRepository,
    private readonly people: PortalPeople,
    private readonly audit: AuditTrail,
  ) {}

  list(query: RequestListQueryDto): Promise<LeaveRequestDto[] | LeaveRequestPageDto> {
    return this.people.requestList(this.requests, query, mapLeaveRequest);
  }

  async decide(actor: Actor, id: string, { decision, reply = '' }: DecisionDto): Promise<LeaveRequestDto> {
    const request = await this.requests.findById(id);
    assertDecidable(request, VOLUNTEER_MESSAGES.leaveNotFound);

    const decided = await this.requests.settle(id, { status: decision, hrReply: reply, decidedAt: new Date(), decidedBy: actor.email });
    if (!decided) throw new ConflictException(VOLUNTEER_MESSAGES.notPending);
    const person = await this.people.findById(String(request.applicantId));
    const period = `${LEAVE_TYPE_LABELS[request.type].toLowerCase()} leave from ${dateToDay(request.from)} to ${dateToDay(request.to)}`;
    if (person) await this.people.mailDecision(person, { request: { kind: 'leave', type: request.type, from: dateToDay(request.from), to: dateToDay(request.to) }, approved: decision === 'approved', reply });
    await this.audit.record(actor, { kind: 'leave', action: decision === 'approved' ? 'approve' : 'reject', recordId: id, recordLabel: `${person?.name ?? 'unknown'}: ${period}`, before: leaveRequestView(request), after: leaveRequestView(decided) });
    return mapLeaveRequest(decided, person ? mapPersonSummary(person) : undefined);
  }
}
