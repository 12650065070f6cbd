import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BREACH_DATA_KINDS,
  BREACH_REPORT_HOURS,
  BREACH_STEPS,
  breachDeadline,
  PAGE_SIZE_DEFAULT,
  type BreachDataKind,
  type BreachKindCount,
  type BreachNoticeStatus,
  type BreachStep,
} from '@society/contracts';
import { AuditTrail } from '../../../audit/audit-trail';
import { breachView } from '../../../audit/audit-views';
import { KeyedLock } from '../../../database/keyed-lock';
import { AffectedPeopleRepository, type AffectedRow, type CreatedRange } from '../../../database/repositories/affected-people.repository';
import { BreachRepository, type BreachChanges, type BreachStepChange } from '../../../database/repositories/breach.repository';
import { MailOutboxRepository } from '../../../database/repositories/mail-outbox.repository';
import type { BreachRecord } from '../../../database/schemas/breach.schema';
import type { OutboxStatus } from '../../../database/schemas/mail-outbox.schema';
import { MailOutbox } from '../../../mail/mail-outbox';
import type { Actor } from '../../../security/auth-user';
import { SiteSettingsService } from '../../../settings/site-settings.service';
import { searchText, type PageQueryDto } from '../../../dtos/page-query.dto';
import { istDayRange } from '../receipts/financial-year';
import type {
  BreachAffectedPageDto,
  BreachCreateDto,
  BreachNoticesResultDto,
  BreachProgressDto,
  BreachRecordDto,
  BreachSummaryDto,
  BreachUpdateDto,
} from '../dtos/breach.dto';
import { breachDrafts, noticeFor, noticeSubject, type BreachContact } from './breach-texts';

export const BREACH_MESSAGES = {
  notFound: 'Breach not found',
  closed: 'This incident is closed: its record can no longer be changed',
  rangeNeedsDays: "A scope of 'range' needs from, to or both",
  occurredAfterFound: 'occurredAt must not be after discoveredAt',
  extensionTooEarly: `extendedUntil must be later than ${BREACH_REPORT_HOURS} hours after discoveredAt (the usual deadline)`,
  stepOutOfOrder: (step: BreachStep, expected: BreachStep | null) =>
    expected ? `The next step of this incident is '${expected}', not '${step}'` : 'This incident is closed: it has no further step',
  stepBeforePrevious: 'at must not be before the previous step (or before the breach was found)',
  mailOff: 'Mail is not configured here (SMTP_URL): send the notices another way, using the drafted text',
} as const;

/** Which time each step sets. */
const STEP_TIME = { 'board-informed': 'boardInformedAt', 'report-sent': 'reportSentAt', closed: 'closedAt' } as const;
const ACTION = { 'board-informed': 'board-informed', 'report-sent': 'report-sent', closed: 'close' } as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const blankToNull = (day: string | null | undefined) => (day === undefined ? undefined : day ? day : null);

/** An outbox state in the register's words; a copy the outbox no longer keeps was queued, its outcome unknown here. */
function noticeStatus(outbox: OutboxStatus | undefined): BreachNoticeStatus {
  if (outbox === 'sent') return 'sent';
  if (outbox === 'failed' || outbox === 'cancelled') return 'failed';
  return 'queued';
}

/**
 * The breach register (DPDP Rules 2025, rule 7): incidents with their facts, who they reach (read from the
 * data of the kinds named), the drafted notices and Board report, the 72-hour deadline and the steps taken.
 */
@Injectable()
export class BreachesService {
  /** One sending of an incident's notices at a time, so an address is never written to twice. */
  private readonly sending = new KeyedLock();

  constructor(
    private readonly breaches: BreachRepository,
    private readonly people: AffectedPeopleRepository,
    private readonly outboxItems: MailOutboxRepository,
    private readonly mail: MailOutbox,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<BreachSummaryDto[]> {
    const now = Date.now();
    return (await this.breaches.listNewestFound()).map((breach) => ({
      _id: String(breach._id),
      title: breach.title,
      state: breach.state,
      ...this.deadlineFacts(breach),
      kinds: breach.kinds,
      deadline: breachDeadline(this.deadlineFacts(breach), now),
      createdAt: breach.createdAt.toISOString(),
    }));
  }

  async detail(id: string): Promise<BreachRecordDto> {
    return this.present(await this.found(id));
  }

  async create(actor: Actor, dto: BreachCreateDto): Promise<BreachRecordDto> {
    const scope = dto.scope || 'all';
    const facts = {
      title: dto.title,
      description: dto.description,
      location: dto.location ?? '',
      occurredAt: dto.occurredAt ? new Date(dto.occurredAt) : null,
      discoveredAt: new Date(dto.discoveredAt),
      kinds: dto.kinds,
      scope,
      from: scope === 'range' ? (blankToNull(dto.from) ?? null) : null,
      to: scope === 'range' ? (blankToNull(dto.to) ?? null) : null,
      consequences: dto.consequences ?? '',
      mitigation: dto.mitigation ?? '',
      safetySteps: dto.safetySteps ?? '',
      cause: dto.cause ?? '',
      remedial: dto.remedial ?? '',
      extendedUntil: dto.extendedUntil ? new Date(dto.extendedUntil) : null,
    };
    this.assertConsistent(facts);
    const created = await this.breaches.create({ ...facts, recordedBy: actor.email });
    await this.audit.record(actor, { kind: 'breach', action: 'create', recordId: String(created._id), recordLabel: created.title, after: breachView(created) });
    return this.present(created);
  }

  async update(actor: Actor, id: string, dto: BreachUpdateDto): Promise<BreachRecordDto> {
    const before = await this.found(id);
    if (before.state === 'closed') throw new ConflictException(BREACH_MESSAGES.closed);
    const changes: BreachChanges = {};
    const set = <K extends keyof BreachChanges>(field: K, value: BreachChanges[K] | undefined) => {
      if (value !== undefined) changes[field] = value;
    };
    set('title', dto.title);
    set('description', dto.description);
    set('location', dto.location);
    set('occurredAt', dto.occurredAt === undefined ? undefined : dto.occurredAt ? new Date(dto.occurredAt) : null);
    set('discoveredAt', dto.discoveredAt ? new Date(dto.discoveredAt) : undefined);
    set('kinds', dto.kinds);
    set('scope', dto.scope || undefined);
    set('from', blankToNull(dto.from));
    set('to', blankToNull(dto.to));
    set('consequences', dto.consequences);
    set('mitigation', dto.mitigation);
    set('safetySteps', dto.safetySteps);
    set('cause', dto.cause);
    set('remedial', dto.remedial);
    set('extendedUntil', dto.extendedUntil === undefined ? undefined : dto.extendedUntil ? new Date(dto.extendedUntil) : null);
    const merged = { ...before, ...changes };
    // A scope of 'all' has no days: switching to it clears them.
    if (merged.scope === 'all') Object.assign(changes, { from: null, to: null });
    this.assertConsistent({ ...merged, ...changes });
    const after = await this.breaches.updateOpen(id, changes);
    if (!after) throw new ConflictException(BREACH_MESSAGES.closed);
    await this.audit.record(actor, { kind: 'breach', action: 'update', recordId: id, recordLabel: after.title, before: breachView(before), after: breachView(after) });
    return this.present(after);
  }

  /** Records the next step (the Board informed, the report sent, closed), at `at` or now; steps go in order. */
  async progress(actor: Actor, id: string, dto: BreachProgressDto): Promise<BreachRecordDto> {
    const before = await this.found(id);
    const index = BREACH_STEPS.indexOf(dto.step);
    const expected = before.state === 'open' ? BREACH_STEPS[0] : (BREACH_STEPS[BREACH_STEPS.indexOf(before.state as BreachStep) + 1] ?? null);
    if (dto.step !== expected) throw new ConflictException(BREACH_MESSAGES.stepOutOfOrder(dto.step, expected));
    const at = dto.at ? new Date(dto.at) : new Date();
    const previous = index === 0 ? before.discoveredAt : before[STEP_TIME[BREACH_STEPS[index - 1]]];
    if (previous && at.getTime() < previous.getTime()) throw new BadRequestException(BREACH_MESSAGES.stepBeforePrevious);
    const change: BreachStepChange = { state: dto.step, [STEP_TIME[dto.step]]: at };
    const after = await this.breaches.advance(id, before.state, change);
    // Another admin recorded a step in between: what they did stands, this request is refused.
    if (!after) throw new ConflictException(BREACH_MESSAGES.stepOutOfOrder(dto.step, null));
    await this.audit.record(actor, { kind: 'breach', action: ACTION[dto.step], recordId: id, recordLabel: after.title, before: breachView(before), after: breachView(after) });
    return this.present(after);
  }

  /** One page of the people reached, kind by kind (in the register's order of kinds), oldest record first. */
  async affected(id: string, query: PageQueryDto): Promise<BreachAffectedPageDto> {
    const breach = await this.found(id);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
    const search = searchText(query);
    const range = this.rangeOf(breach);
    const kinds = this.kindsOf(breach);
    const counts = await Promise.all(kinds.map((kind) => this.people.countOfKind(kind, range, search)));
    const rows: AffectedRow[] = [];
    let skip = (page - 1) * pageSize;
    for (const [index, kind] of kinds.entries()) {
      if (rows.length >= pageSize) break;
      if (skip >= counts[index]) {
        skip -= counts[index];
        continue;
      }
      rows.push(...(await this.people.rowsOfKind(kind, range, { skip, limit: pageSize - rows.length }, search)));
      skip = 0;
    }
    const notices = await this.breaches.noticesTo(id, [...new Set(rows.map((row) => row.email).filter(Boolean))]);
    const outboxByEmail = new Map(notices.map((notice) => [notice.email, notice.outboxId]));
    const statuses = await this.outboxItems.statusesOf(notices.flatMap((notice) => (notice.outboxId ? [notice.outboxId] : [])));
    return {
      items: rows.map((row) => {
        const claimed = row.email !== '' && outboxByEmail.has(row.email);
        const outboxId = outboxByEmail.get(row.email);
        return { ...row, recordedAt: row.recordedAt.toISOString(), notice: claimed ? noticeStatus(outboxId ? statuses.get(outboxId) : undefined) : 'not-sent' };
      }),
      total: counts.reduce((sum, count) => sum + count, 0),
      page,
      pageSize,
    };
  }

  /**
   * Queues the notice by mail to every address reached that has not had one for this incident (each once,
   * however many records carry it), and records each. Children's records have no address: their parents
   * or guardians are told another way, with the guardian's draft.
   */
  async sendNotices(actor: Actor, id: string): Promise<BreachNoticesResultDto> {
    // An id that names nothing is a 404 whether or not mail is on.
    await this.found(id);
    if (!this.mail.enabled) throw new ConflictException(BREACH_MESSAGES.mailOff);
    return this.sending.run(id, async () => {
      const breach = await this.found(id);
      const contact = await this.contact();
      const range = this.rangeOf(breach);
      const done = await this.breaches.noticedEmails(id);
      const result = { queued: 0, alreadySent: 0, withoutEmail: 0 };
      for (const kind of this.kindsOf(breach)) {
        const rows = await this.people.rowsOfKind(kind, range, { skip: 0, limit: 0 });
        const languages = await this.people.languagesOf(kind, rows.filter((row) => row.email).map((row) => row.recordId));
        for (const row of rows) {
          if (!row.email) {
            result.withoutEmail += 1;
            continue;
          }
          if (done.has(row.email)) {
            result.alreadySent += 1;
            continue;
          }
          const noticeId = await this.breaches.claimNotice({ breachId: id, email: row.email, kind, recordId: row.recordId, name: row.name, sentBy: actor.email });
          if (!noticeId) {
            result.alreadySent += 1;
            continue;
          }
          try {
            const locale = languages.get(row.recordId) ?? 'en';
            const outboxId = await this.mail.queueBreachNotice(id, row.email, { subject: noticeSubject(contact, locale), text: noticeFor(breach, contact, row.name, locale) });
            await this.breaches.setNoticeOutbox(noticeId, outboxId);
          } catch (error) {
            await this.breaches.dropNotice(noticeId);
            throw error;
          }
          done.add(row.email);
          result.queued += 1;
        }
      }
      // A sending that found no one new changed nothing: nothing to put on record.
      if (result.queued > 0) {
        await this.audit.record(actor, {
          kind: 'breach',
          action: 'send-breach-notices',
          recordId: id,
          recordLabel: breach.title,
          before: { noticesQueued: done.size - result.queued },
          after: { noticesQueued: done.size },
        });
      }
      return result;
    });
  }

  private async found(id: string): Promise<BreachRecord> {
    const breach = await this.breaches.findById(id);
    if (!breach) throw new NotFoundException(BREACH_MESSAGES.notFound);
    return breach;
  }

  /** Rules between fields that no single field's check can see. */
  private assertConsistent(facts: Pick<BreachRecord, 'scope' | 'from' | 'to' | 'occurredAt' | 'discoveredAt' | 'extendedUntil'>): void {
    if (facts.scope === 'range') {
      if (!facts.from && !facts.to) throw new BadRequestException(BREACH_MESSAGES.rangeNeedsDays);
      istDayRange(facts.from ?? undefined, facts.to ?? undefined);
    }
    if (facts.occurredAt && facts.occurredAt.getTime() > facts.discoveredAt.getTime()) throw new BadRequestException(BREACH_MESSAGES.occurredAfterFound);
    if (facts.extendedUntil && facts.extendedUntil.getTime() <= facts.discoveredAt.getTime() + BREACH_REPORT_HOURS * 3_600_000) {
      throw new BadRequestException(BREACH_MESSAGES.extensionTooEarly);
    }
  }

  private rangeOf(breach: BreachRecord): CreatedRange {
    if (breach.scope !== 'range') return {};
    const { start, end } = istDayRange(breach.from ?? undefined, breach.to ?? undefined);
    return { start, end };
  }

  /** The incident's kinds in the register's order, so its pages keep one order. */
  private kindsOf(breach: BreachRecord): BreachDataKind[] {
    return BREACH_DATA_KINDS.filter((kind) => breach.kinds.includes(kind));
  }

  private deadlineFacts(breach: BreachRecord) {
    return { discoveredAt: breach.discoveredAt.toISOString(), extendedUntil: iso(breach.extendedUntil), reportSentAt: iso(breach.reportSentAt) };
  }

  private async contact(): Promise<BreachContact> {
    const { identity, contacts } = await this.settings.sections();
    return {
      societyName: identity.name || 'The society',
      contactName: contacts.grievanceName || 'Our office',
      contactEmail: contacts.grievanceEmail || contacts.email,
      contactPhone: contacts.phoneDisplay,
      addressLines: contacts.addressLines,
    };
  }

  private async present(breach: BreachRecord): Promise<BreachRecordDto> {
    const id = String(breach._id);
    const range = this.rangeOf(breach);
    const affected: BreachKindCount[] = await Promise.all(
      this.kindsOf(breach).map(async (kind) => ({ kind, records: await this.people.countOfKind(kind, range), emails: (await this.people.emailsOfKind(kind, range)).length })),
    );
    const notices = await this.breaches.noticeSummary(id);
    const withoutEmail = affected.reduce((sum, kind) => sum + (kind.kind === 'students' ? kind.records : 0), 0);
    return {
      _id: id,
      title: breach.title,
      description: breach.description,
      location: breach.location ?? '',
      occurredAt: iso(breach.occurredAt),
      discoveredAt: breach.discoveredAt.toISOString(),
      kinds: this.kindsOf(breach),
      scope: breach.scope,
      from: breach.from ?? null,
      to: breach.to ?? null,
      consequences: breach.consequences ?? '',
      mitigation: breach.mitigation ?? '',
      safetySteps: breach.safetySteps ?? '',
      cause: breach.cause ?? '',
      remedial: breach.remedial ?? '',
      extendedUntil: iso(breach.extendedUntil),
      state: breach.state,
      recordedBy: breach.recordedBy,
      createdAt: breach.createdAt.toISOString(),
      updatedAt: breach.updatedAt.toISOString(),
      boardInformedAt: iso(breach.boardInformedAt),
      reportSentAt: iso(breach.reportSentAt),
      closedAt: iso(breach.closedAt),
      deadline: breachDeadline(this.deadlineFacts(breach), Date.now()),
      affected,
      notices: { queued: notices.queued, lastQueuedAt: iso(notices.lastQueuedAt) },
      mailEnabled: this.mail.enabled,
      drafts: breachDrafts(breach, await this.contact(), affected, { ...notices, withoutEmail }),
    };
  }
}
