import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { REQUEST_SORT_DEFAULT, VOLUNTEER_MESSAGES, type Locale, type Page, type RequestCounts, type RequestStatus } from '@society/contracts';
import { ApplicantRepository, type CertifiablePersonRecord } from '../../database/repositories/applicant.repository';
import type { PageRows, PageWindow } from '../../database/paging';
import type { RequestPage, RequestPageCriteria } from '../../database/repositories/pending-request';
import type { ApplicantRecord } from '../../database/schemas/applicant.schema';
import { isPageRequest, pageRequest, searchText } from '../../dtos/page-query.dto';
import { mapPersonSummary, type PersonSummaryDto } from '../../dtos/volunteer-portal-responses.dto';
import { MailOutbox } from '../../mail/mail-outbox';
import { decisionMail, type DecidedRequest } from '../../mail/mail-texts';
import type { OutgoingMail } from '../../mail/mail.service';
import { SiteSettingsService } from '../../settings/site-settings.service';
import type { RequestListQueryDto } from './dtos/volunteer-portal-hr.dto';

/** The people behind HR's lists of requests and certificates, and the mails HR's decisions send them. */
@Injectable()
export class PortalPeople {
  constructor(
    private readonly applicants: ApplicantRepository,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
  ) {}

  /** Records mapped each with its person's summary (one read for all; a record whose person was removed has none). */
  async withPeople<R extends { applicantId: unknown }, D>(records: R[], map: (record: R, person?: PersonSummaryDto) => D): Promise<D[]> {
    const people = await this.applicants.findByIds(records.map((record) => String(record.applicantId)));
    const byId = new Map(people.map((person) => [String(person._id), mapPersonSummary(person)]));
    return records.map((record) => map(record, byId.get(String(record.applicantId))));
  }

  /**
   * HR's list of leave or exit requests, each with its person: without list parameters every request,
   * pending first (the SPEC's shape); with any, one page of them and the count of all pending. A search
   * finds the people by name, email or phone, then their requests.
   */
  async requestList<R extends { applicantId: unknown; status: RequestStatus }, D>(
    requests: { listNewestFirst(): Promise<R[]>; listPage(criteria: RequestPageCriteria): Promise<RequestPage<R>> },
    query: RequestListQueryDto,
    map: (record: R, person?: PersonSummaryDto) => D,
  ): Promise<D[] | (Page<D> & { counts: RequestCounts })> {
    if (!isPageRequest(query)) return this.withPeople(pendingFirst(await requests.listNewestFirst()), map);
    const { page, pageSize, sort } = pageRequest(query, REQUEST_SORT_DEFAULT);
    const search = searchText(query);
    const applicantIds = search ? await this.applicants.idsMatching(search) : undefined;
    const { rows, total, pending } = await requests.listPage({ page, pageSize, sort, status: query.status, applicantIds });
    return { items: await this.withPeople(rows, map), total, page, pageSize, counts: { pending } };
  }

  findById(id: string): Promise<ApplicantRecord | null> {
    return this.applicants.findById(id);
  }

  /** One page, by name, of the people a certificate can be issued to. */
  certifiable(window: PageWindow, search?: string): Promise<PageRows<CertifiablePersonRecord>> {
    return this.applicants.listCertifiable(window, search);
  }

  /** Tells the person what HR decided (through the outbox; nothing while mail is off). */
  async mailDecision(person: ApplicantRecord, facts: { request: DecidedRequest; approved: boolean; reply: string }): Promise<void> {
    await this.send(person, decisionMail({ name: person.name, societyName: await this.societyName(person.language), locale: person.language ?? 'en', ...facts }));
  }

  async send(person: ApplicantRecord, mail: Pick<OutgoingMail, 'subject' | 'text'>, attachment?: { key: string; name: string }): Promise<void> {
    await this.mail.queueToPerson(String(person._id), 'volunteer-notice', person.email, mail, attachment);
  }

  /** The society's name as its mails in `locale` say it (the Site tab's). */
  async societyName(locale: Locale = 'en'): Promise<string> {
    return (await this.settings.mailSignature(locale)).name;
  }
}

/** Pending requests first, each group newest first (the repository gives newest first). */
export function pendingFirst<T extends { status: string }>(requests: T[]): T[] {
  return [...requests.filter((request) => request.status === 'pending'), ...requests.filter((request) => request.status !== 'pending')];
}

/** HR may decide a request that exists and is still pending (DecisionDto has it that a rejection needs a reply). */
export function assertDecidable(request: { status: RequestStatus } | null, notFound: string): asserts request is { status: RequestStatus } {
  if (!request) throw new NotFoundException(notFound);
  if (request.status !== 'pending') throw new ConflictException(VOLUNTEER_MESSAGES.notPending);
}
