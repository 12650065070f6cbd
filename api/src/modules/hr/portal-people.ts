import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { VOLUNTEER_MESSAGES, type RequestStatus } from '@society/contracts';
import { ApplicantRepository, type CertifiablePersonRecord } from '../../database/repositories/applicant.repository';
import type { PageRows, PageWindow } from '../../database/paging';
import type { ApplicantRecord } from '../../database/schemas/applicant.schema';
import { mapPersonSummary, type PersonSummaryDto } from '../../dtos/volunteer-portal.dto';
import { MailOutbox } from '../../mail/mail-outbox';
import { decisionMail } from '../../mail/mail-texts';
import type { OutgoingMail } from '../../mail/mail.service';
import { SiteSettingsService } from '../../settings/site-settings.service';

/** The people behind HR's lists of requests and certificates, and the mails HR's decisions send them. */
@Injectable()
export class PortalPeople {
  constructor(
    private readonly applicants: ApplicantRepository,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
  ) {}

  /** Each applicant's summary by id (a request whose person was removed has none). */
  async summaries(ids: string[]): Promise<Map<string, PersonSummaryDto>> {
    const people = await this.applicants.findByIds(ids);
    return new Map(people.map((person) => [String(person._id), mapPersonSummary(person)]));
  }

  findById(id: string): Promise<ApplicantRecord | null> {
    return this.applicants.findById(id);
  }

  /** One page, by name, of the people a certificate can be issued to. */
  certifiable(window: PageWindow, search?: string): Promise<PageRows<CertifiablePersonRecord>> {
    return this.applicants.listCertifiable(window, search);
  }

  /** Tells the person what HR decided (through the outbox; nothing while mail is off). */
  async mailDecision(person: ApplicantRecord, facts: { what: string; approved: boolean; reply: string; after?: string }): Promise<void> {
    await this.send(person, decisionMail({ name: person.name, societyName: await this.societyName(), ...facts }));
  }

  async send(person: ApplicantRecord, mail: Pick<OutgoingMail, 'subject' | 'text'>, attachment?: { key: string; name: string }): Promise<void> {
    await this.mail.queueToPerson(String(person._id), 'volunteer-notice', person.email, mail, attachment);
  }

  /** The society's name as its mails say it (the Site tab's). */
  async societyName(): Promise<string> {
    return (await this.settings.mailSignature()).name;
  }
}

/** Pending requests first, each group newest first (the repository gives newest first). */
export function pendingFirst<T extends { status: string }>(requests: T[]): T[] {
  return [...requests.filter((request) => request.status === 'pending'), ...requests.filter((request) => request.status !== 'pending')];
}

/** HR may decide a request that exists and is still pending; a rejection needs a reply. */
export function assertDecidable(request: { status: RequestStatus } | null, decision: string, reply: string, notFound: string): asserts request is { status: RequestStatus } {
  if (!request) throw new NotFoundException(notFound);
  if (request.status !== 'pending') throw new ConflictException(VOLUNTEER_MESSAGES.notPending);
  if (decision === 'rejected' && !reply) {
    throw new BadRequestException({ statusCode: 400, message: VOLUNTEER_MESSAGES.replyRequired, errors: { reply: [VOLUNTEER_MESSAGES.replyRequired] } });
  }
}
