import { ConflictException, GoneException, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  DATA_EXPORT_VALID_DAYS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_LINK_VALID_HOURS,
  DATA_REQUEST_MESSAGES,
  PAGE_SIZE_DEFAULT,
  type CloseDataRequest,
  type DataExportFormat,
  type DataRequestConfirmation,
  type DataRequestDetail,
  type DataRequestItem,
  type DataRequestKind,
  type DataRequestPage,
  type DataRequestRegisterStatus,
  type NewDataRequest,
  localizedPath,
  type Locale,
  type NoticeFields,
} from '@society/contracts';
import { AuditTrail } from '../audit/audit-trail';
import { AppConfig } from '../config/app-config';
import { DATA_REQUEST_MAIL_LIMIT } from '../config/rate-limits';
import { DataRequestRepository } from '../database/repositories/data-request.repository';
import { ThrottleHitRepository } from '../database/repositories/throttle-hit.repository';
import type { DataRequestRecord } from '../database/schemas/data-request.schema';
import { StepClaims, type StepClaimOptions } from '../database/step-claims';
import { consentOf } from '../dtos/public-form.dto';
import { MailOutbox } from '../mail/mail-outbox';
import { dataExportMail, dataRequestClosedMail, dataRequestConfirmMail, erasureDoneMail } from '../mail/mail-texts';
import type { Actor } from '../security/auth-user';
import { hashInviteToken, newInviteToken } from '../security/invite-token';
import { SiteSettingsService } from '../settings/site-settings.service';
import { exportHtml } from './export-html';
import { HeldDataService } from './held-data';
import { heldDataExport } from './held-data-export';

/** The public page's paths the mailed links open (the token rides in the fragment: never sent to a server's log). */
export const DATA_REQUEST_CONFIRM_PATH = '/your-data/confirm';
export const DATA_EXPORT_PATH = '/your-data/export';

const HOUR_MS = 60 * 60 * 1000;
const CONFIRM_MAIL_BUCKET = 'mail:data-request-link';
const DAY_MS = 24 * HOUR_MS;
/**
 * Staff steps on one request run one at a time across every API replica: an erasure takes a while, and a
 * decline pressed meanwhile by another admin must not be recorded over it. The claim is an insert (see
 * StepClaimRepository), atomic on MongoDB and on the embedded engine alike, where a conditional update is
 * not. Its lease outlasts any erasure; a process that dies mid-step frees the request when it ends.
 */
export const DATA_REQUEST_STEP_LEASE_MS = 5 * 60 * 1000;
const STEP_CLAIM: StepClaimOptions = { leaseMs: DATA_REQUEST_STEP_LEASE_MS, busy: () => new ConflictException(DATA_REQUEST_MESSAGES.inProgress) };

/** How the activity log names a request: its kind and id, never the person (their email stays on the request). */
const requestLabel = (request: Pick<DataRequestRecord, 'kind' | '_id'>) => `${DATA_REQUEST_KIND_LABELS[request.kind]} (request ${String(request._id)})`;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function mapDataRequest(request: DataRequestRecord, now = new Date()): DataRequestItem {
  return {
    _id: String(request._id),
    kind: request.kind,
    status: request.status,
    name: request.name,
    email: request.email,
    details: request.details ?? '',
    nomineeName: request.nomineeName ?? '',
    nomineeEmail: request.nomineeEmail ?? '',
    receivedAt: request.createdAt.toISOString(),
    confirmedAt: iso(request.confirmedAt),
    dueAt: iso(request.dueAt),
    overdue: request.status === 'open' && Boolean(request.dueAt && request.dueAt < now),
    closedAt: iso(request.closedAt),
    closedBy: request.closedBy ?? null,
    reply: request.reply ?? '',
    exportSentAt: iso(request.exportSentAt),
    exportExpiresAt: iso(request.exportExpiresAt),
    erasure: request.erasure ?? null,
  };
}

/** A downloadable export: the body and how it is named. */
export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
}

/**
 * Data-rights requests from asking to answering. The person asks on the public page; the request is acted on
 * only once confirmed through the link mailed to the address (the answer to the page is the same whether or
 * not anything is held under it). Staff then serve it from the register: access mails a link to a fresh
 * export, erasure removes what the law does not keep, the other kinds are answered with a reply. Each step
 * is on the activity log.
 */
@Injectable()
export class DataRequestsService {
  constructor(
    private readonly config: AppConfig,
    private readonly requests: DataRequestRepository,
    private readonly held: HeldDataService,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditTrail,
    private readonly hits: ThrottleHitRepository,
    private readonly claims: StepClaims,
  ) {}

  /** Refuses a request while mail is off (before it counts against the form's limits); what each kind needs is its DTO's. */
  check(): void {
    this.requireMail();
  }

  /**
   * Stores the request unconfirmed and mails its link. Nothing about what is held is read or said. Past the
   * per-recipient mail limit it does nothing, and the caller answers the same.
   */
  async submit(request: NewDataRequest & NoticeFields, address: string, language: Locale = 'en', now = new Date()): Promise<void> {
    this.check();
    const origin = await this.settings.linkOrigin();
    const { max, windowMs } = DATA_REQUEST_MAIL_LIMIT;
    if ((await this.hits.hitAndCount(CONFIRM_MAIL_BUCKET, request.email, windowMs, now)) > max) {
      await this.hits.unhit(CONFIRM_MAIL_BUCKET, request.email, windowMs, now);
      return;
    }
    const { name: societyName } = await this.settings.mailSignature(language);
    const { token, hash } = newInviteToken();
    const stored = await this.requests.create({
      kind: request.kind,
      name: request.name,
      email: request.email,
      details: request.details ?? '',
      nomineeName: request.kind === 'nomination' ? (request.nomineeName ?? '') : '',
      nomineeEmail: request.kind === 'nomination' ? (request.nomineeEmail ?? '') : '',
      confirmTokenHash: hash,
      confirmExpiresAt: new Date(now.getTime() + DATA_REQUEST_LINK_VALID_HOURS * HOUR_MS),
      consent: consentOf(request, now),
      language,
    });
    await this.mail.queueDataRequestMail(
      'data-request-link',
      stored.email,
      dataRequestConfirmMail({ name: stored.name, societyName, kind: stored.kind, locale: language, link: `${origin}${localizedPath(DATA_REQUEST_CONFIRM_PATH, language)}#token=${token}`, validHours: DATA_REQUEST_LINK_VALID_HOURS }),
    );
    await this.audit.recordRequester(address, {
      kind: 'data-request',
      action: 'request-data',
      recordId: String(stored._id),
      recordLabel: requestLabel(stored),
      changes: [{ field: 'status', before: null, after: 'unconfirmed' }],
    });
  }

  /** The mailed link's step: the request opens and its response period starts. The link works once. */
  async confirm(token: string, address: string, now = new Date()): Promise<DataRequestConfirmation> {
    const responseDays = this.config.dataProtection.requestResponseDays;
    const confirmed = await this.requests.confirmByTokenHash(hashInviteToken(token), now, new Date(now.getTime() + responseDays * DAY_MS));
    if (!confirmed?.dueAt) throw new GoneException(DATA_REQUEST_MESSAGES.linkInvalid);
    await this.audit.recordRequester(address, {
      kind: 'data-request',
      action: 'confirm',
      recordId: String(confirmed._id),
      recordLabel: requestLabel(confirmed),
      changes: [{ field: 'status', before: 'unconfirmed', after: 'open' }],
    });
    return { kind: confirmed.kind, dueAt: confirmed.dueAt.toISOString(), responseDays };
  }

  /** The export an access request's link opens, made fresh from the records (no copy is kept). */
  async exportFile(token: string, format: DataExportFormat, now = new Date()): Promise<ExportFile> {
    const request = await this.requests.findByLiveExportTokenHash(hashInviteToken(token), now);
    if (!request) throw new GoneException(DATA_REQUEST_MESSAGES.exportLinkInvalid);
    const data = heldDataExport(await this.held.gather(request.email), now);
    const day = now.toISOString().slice(0, 10);
    if (format === 'json') return { body: JSON.stringify(data, null, 2), contentType: 'application/json; charset=utf-8', fileName: `your-data-${day}.json` };
    const { name } = await this.settings.mailSignature(request.language);
    return { body: await exportHtml(data, name, request.language ?? 'en'), contentType: 'text/html; charset=utf-8', fileName: `your-data-${day}.html` };
  }

  /** The staff register: confirmed requests, soonest due first, searched by name or email. */
  async list(query: { page?: number; pageSize?: number; search?: string; status?: DataRequestRegisterStatus }, now = new Date()): Promise<DataRequestPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const [{ rows, total }, overdue] = await Promise.all([this.requests.listPage({ page, pageSize, search: query.search, status: query.status }), this.requests.countOverdue(now)]);
    return { items: rows.map((row) => mapDataRequest(row, now)), total, page, pageSize, responseDays: this.config.dataProtection.requestResponseDays, overdue };
  }

  /** One request, the records held under its address, and (for erasure) what erasing would remove and keep. */
  async detail(id: string, now = new Date()): Promise<DataRequestDetail> {
    const request = await this.confirmedRequest(id);
    const held = await this.held.gather(request.email);
    return {
      request: mapDataRequest(request, now),
      held: this.held.heldRecords(held),
      erasurePlan: request.kind === 'erasure' && request.status === 'open' ? this.held.erasurePlan(held, now) : null,
    };
  }

  /** Access: mails the person a link to their export (valid DATA_EXPORT_VALID_DAYS) and closes the request as done. */
  sendExport(actor: Actor, id: string, now = new Date()): Promise<DataRequestItem> {
    return this.step(id, () => this.sendExportNow(actor, id, now));
  }

  private async sendExportNow(actor: Actor, id: string, now: Date): Promise<DataRequestItem> {
    const request = await this.openRequest(id, ['access']);
    const origin = await this.settings.linkOrigin();
    const { token, hash } = newInviteToken();
    await this.requests.setExportLink(id, hash, now, new Date(now.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS));
    await this.mail.queueDataRequestMail(
      'data-request-link',
      request.email,
      dataExportMail({ ...(await this.facts(request)), link: `${origin}${localizedPath(DATA_EXPORT_PATH, request.language ?? 'en')}#token=${token}`, validDays: DATA_EXPORT_VALID_DAYS }),
    );
    const closed = await this.closeOpen(request, { status: 'done', reply: `We mailed a link to the export; it works for ${DATA_EXPORT_VALID_DAYS} days.`, closedBy: actor.email, closedAt: now });
    await this.audit.record(actor, {
      kind: 'data-request',
      action: 'send-export',
      recordId: id,
      recordLabel: requestLabel(request),
      before: { status: 'open' },
      after: { status: 'done', exportExpiresAt: iso(closed.exportExpiresAt) },
    });
    return mapDataRequest(closed, now);
  }

  /** Erasure: removes what is held except what the law keeps, tells the person what was kept and why, closes. */
  erase(actor: Actor, id: string, now = new Date()): Promise<DataRequestItem> {
    return this.step(id, () => this.eraseNow(actor, id, now));
  }

  private async eraseNow(actor: Actor, id: string, now: Date): Promise<DataRequestItem> {
    const request = await this.openRequest(id, ['erasure']);
    const held = await this.held.gather(request.email);
    // The mail lists what went and what was kept in the person's language (the record keeps the English).
    const told = this.held.erasurePlan(held, now, request.language ?? 'en');
    const outcome = await this.held.erase(held, now);
    const closed = await this.closeOpen(request, { status: 'done', reply: 'Erased, except what the law makes us keep (see the list).', closedBy: actor.email, closedAt: now, erasure: outcome });
    await this.mail.queueDataRequestMail('data-request', request.email, erasureDoneMail({ ...(await this.facts(request)), removed: told.remove, kept: told.keep, reply: '' }));
    await this.audit.record(actor, {
      kind: 'data-request',
      action: 'erase',
      recordId: id,
      recordLabel: requestLabel(request),
      before: { status: 'open' },
      after: { status: 'done', ...Object.fromEntries(Object.entries(outcome.removed).map(([what, n]) => [`removed ${what}`, n])) },
    });
    return mapDataRequest(closed, now);
  }

  /**
   * Answers a request with a reply: a correction made in the edit screens, a nomination recorded, a grievance
   * answered (done), or any request refused with the reason (declined). Access and erasure are done only by
   * their own actions, which do the work.
   */
  close(actor: Actor, id: string, answer: CloseDataRequest, now = new Date()): Promise<DataRequestItem> {
    return this.step(id, () => this.closeNow(actor, id, answer, now));
  }

  private async closeNow(actor: Actor, id: string, answer: CloseDataRequest, now: Date): Promise<DataRequestItem> {
    const kinds: DataRequestKind[] = answer.outcome === 'done' ? ['correction', 'nomination', 'grievance'] : ['access', 'correction', 'erasure', 'nomination', 'grievance'];
    const request = await this.openRequest(id, kinds);
    const closed = await this.closeOpen(request, { status: answer.outcome, reply: answer.reply, closedBy: actor.email, closedAt: now });
    await this.mail.queueDataRequestMail('data-request', request.email, dataRequestClosedMail({ ...(await this.facts(request)), done: answer.outcome === 'done', reply: answer.reply }));
    await this.audit.record(actor, { kind: 'data-request', action: 'close', recordId: id, recordLabel: requestLabel(request), before: { status: 'open', reply: null }, after: { status: answer.outcome, reply: answer.reply } });
    return mapDataRequest(closed, now);
  }

  /** A staff step, run while it holds the request's claim (409 DATA_REQUEST_MESSAGES.inProgress while another step does). */
  private async step(id: string, task: () => Promise<DataRequestItem>): Promise<DataRequestItem> {
    // An unknown id is a 404, and claims nothing.
    await this.confirmedRequest(id);
    return this.claims.run(`data-request:${id}`, STEP_CLAIM, task);
  }

  private async facts(request: DataRequestRecord) {
    const { name: societyName } = await this.settings.mailSignature(request.language);
    return { name: request.name, societyName, kind: request.kind, locale: request.language ?? 'en' };
  }

  /** A request staff may see: confirmed (an unconfirmed one may not be the person's at all). */
  private async confirmedRequest(id: string): Promise<DataRequestRecord> {
    const request = await this.requests.findById(id);
    if (!request || request.status === 'unconfirmed') throw new NotFoundException(DATA_REQUEST_MESSAGES.notFound);
    return request;
  }

  /** Every step mails the person: without mail none is taken (answered 503, nothing changed). */
  private requireMail(): void {
    if (!this.mail.enabled) throw new ServiceUnavailableException(DATA_REQUEST_MESSAGES.needsMail);
  }

  private async openRequest(id: string, kinds: DataRequestKind[]): Promise<DataRequestRecord> {
    const request = await this.confirmedRequest(id);
    this.requireMail();
    if (request.status !== 'open') throw new ConflictException(DATA_REQUEST_MESSAGES.notOpen);
    if (!kinds.includes(request.kind)) throw new ConflictException(DATA_REQUEST_MESSAGES.wrongKind);
    return request;
  }

  private async closeOpen(request: DataRequestRecord, outcome: Parameters<DataRequestRepository['close']>[1]): Promise<DataRequestRecord> {
    const closed = await this.requests.close(String(request._id), outcome);
    if (!closed) throw new ConflictException(DATA_REQUEST_MESSAGES.notOpen);
    return closed;
  }
}
