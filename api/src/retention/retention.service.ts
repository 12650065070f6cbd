import { Injectable, Logger } from '@nestjs/common';
import {
  RETENTION_KINDS,
  RETENTION_PREVIEW_DAYS,
  RETENTION_PREVIEW_ITEMS,
  RETENTION_RULES,
  type RetentionDueGroup,
  type RetentionKind,
  type RetentionOverview,
  type RetentionScheduleEntry,
} from '@society/contracts';
import { AppConfig } from '../config/app-config';
import { HeldDataService } from '../data-rights/held-data';
import { ApplicantRepository, type ApplicantRetention } from '../database/repositories/applicant.repository';
import { ContactMessageRepository } from '../database/repositories/contact-message.repository';
import { DataRequestRepository } from '../database/repositories/data-request.repository';
import { DonationRepository } from '../database/repositories/donation.repository';
import { JobRunRepository } from '../database/repositories/job-run.repository';
import { MailOutboxRepository } from '../database/repositories/mail-outbox.repository';
import { RegisterRetentionService } from '../domains/children/register/reports/register-retention.service';
import type { ApplicantRecord } from '../database/schemas/applicant.schema';
import { FileStorage } from '../storage/file-storage';
import { cutoffFor, dueAt, type RetentionTarget } from './retention-targets';

export const RETENTION_JOB = 'retention';

const applicantLabel = (applicant: ApplicantRecord) => `${applicant.name} <${applicant.email}> (${applicant.type})`;

/**
 * The retention schedule: what each kind of data is kept for, what falls due when, and the deletion itself.
 * Each kind is one target.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private readonly targets: RetentionTarget[];

  constructor(
    private readonly config: AppConfig,
    contacts: ContactMessageRepository,
    applicants: ApplicantRepository,
    donations: DonationRepository,
    outbox: MailOutboxRepository,
    storage: FileStorage,
    private readonly runs: JobRunRepository,
    requests: DataRequestRepository,
    heldData: HeldDataService,
    register: RegisterRetentionService,
  ) {
    const applicantTarget = (kind: RetentionKind, retention: ApplicantRetention): RetentionTarget => ({
      kind,
      find: async (cutoff, limit) => {
        const found = await applicants.retainedBy(retention, cutoff, limit);
        const since = (record: ApplicantRecord) => (retention === 'former' && record.dol ? record.dol : record.updatedAt);
        return { total: found.total, items: found.items.map((record) => ({ id: String(record._id), label: applicantLabel(record), since: since(record) })) };
      },
      // A batch at a time, each application with what followed it (see HeldDataService.eraseApplications).
      purge: async (cutoff) => {
        let removed = 0;
        for (;;) {
          const { items } = await applicants.retainedBy(retention, cutoff, 100);
          const erased = items.length === 0 ? 0 : ((await heldData.eraseApplications(items)).applications ?? 0);
          // None due, or none of a batch could go (deleted meanwhile): the next run takes what is left.
          if (erased === 0) return removed;
          removed += erased;
        }
      },
    });
    // No target for the safeguarding concerns register (safeguarding_concerns): POCSO s.19 and s.21 make the
    // society answer for a concern and its report, so the record is never deleted on a schedule (issue 45).
    this.targets = [
      {
        kind: 'contactMessages',
        find: async (cutoff, limit) => {
          const found = await contacts.sentBy(cutoff, limit);
          return { total: found.total, items: found.items.map((message) => ({ id: String(message._id), label: `${message.name} <${message.email}>`, since: message.createdAt })) };
        },
        purge: (cutoff) => contacts.deleteSentBy(cutoff),
      },
      applicantTarget('rejectedApplicants', 'rejected'),
      applicantTarget('formerVolunteers', 'former'),
      {
        kind: 'donationScreenshots',
        find: async (cutoff, limit) => {
          const found = await donations.screenshotsReceiptedBy(cutoff, limit);
          return {
            total: found.total,
            items: found.items.map((donation) => ({
              id: String(donation._id),
              label: `${donation.name}, receipt ${donation.receipt?.number ?? ''}`,
              since: donation.receipt?.issuedAt ?? donation.updatedAt,
            })),
          };
        },
        purge: async (cutoff) => {
          let removed = 0;
          // A batch at a time: the file goes first, then the record forgets it, so a run that stops between
          // the two leaves a record whose file the next run removes again (removing a missing file is no error).
          for (;;) {
            const { items } = await donations.screenshotsReceiptedBy(cutoff, 100);
            let forgotten = 0;
            for (const donation of items) {
              if (!donation.screenshotPath) continue;
              await storage.remove(donation.screenshotPath);
              if (await donations.forgetScreenshot(String(donation._id), donation.screenshotPath)) forgotten += 1;
            }
            removed += forgotten;
            // None left, or none of a batch could be forgotten (an empty path, a record changed meanwhile): the
            // same batch would come back, so the next run takes what is left.
            if (forgotten === 0) return removed;
          }
        },
      },
      {
        kind: 'mailCopies',
        find: async (cutoff, limit) => {
          const found = await outbox.doneBy(cutoff, limit);
          return { total: found.total, items: found.items.map((item) => ({ id: String(item._id), label: `${item.subject} → ${item.to}`, since: item.updatedAt })) };
        },
        purge: (cutoff) => outbox.deleteDoneBy(cutoff),
      },
      {
        kind: 'requestLogs',
        find: async (cutoff, limit) => {
          const found = await requests.closedBy(cutoff, limit);
          return { total: found.total, items: found.items.map((request) => ({ id: String(request._id), label: `${request.kind} request <${request.email}>`, since: request.closedAt ?? request.updatedAt })) };
        },
        // Requests never confirmed go too once their link has expired: they were never the person's record of anything.
        purge: (cutoff) => requests.deleteClosedBy(cutoff, new Date()),
      },
      { kind: 'registerRecords', find: (cutoff, limit) => register.find(cutoff, limit), purge: (cutoff) => register.purge(cutoff) },
    ];
  }

  schedule(): RetentionScheduleEntry[] {
    return RETENTION_KINDS.map((kind) => ({
      kind,
      label: RETENTION_RULES[kind].label,
      countedFrom: RETENTION_RULES[kind].countedFrom,
      days: this.config.dataProtection.retentionDays[kind],
    }));
  }

  /** What falls due within the coming RETENTION_PREVIEW_DAYS (as of `now`), soonest first, and the last run. */
  async overview(now = new Date()): Promise<RetentionOverview> {
    const horizon = new Date(now.getTime() + RETENTION_PREVIEW_DAYS * 24 * 60 * 60 * 1000);
    const schedule = this.schedule();
    const due: RetentionDueGroup[] = await Promise.all(
      schedule.map(async (entry) => {
        const target = this.targets.find((candidate) => candidate.kind === entry.kind);
        if (!target) return { ...entry, total: 0, items: [] };
        const found = await target.find(cutoffFor(horizon, entry.days), RETENTION_PREVIEW_ITEMS);
        const items = found.items.map((item) => ({ id: item.id, label: item.label, dueAt: dueAt(item.since, entry.days).toISOString() }));
        return { ...entry, total: found.total, items: items.sort((a, b) => a.dueAt.localeCompare(b.dueAt)) };
      }),
    );
    const last = await this.runs.lastFinished(RETENTION_JOB);
    return {
      schedule,
      donationRecordsYears: this.config.dataProtection.donationRecordsYears,
      previewDays: RETENTION_PREVIEW_DAYS,
      due,
      lastRun: last
        ? { day: last.day, startedAt: last.startedAt.toISOString(), finishedAt: last.finishedAt?.toISOString() ?? null, deleted: last.outcome }
        : null,
    };
  }

  /** Deletes everything due as of `now`, kind by kind; a kind that fails does not stop the others. */
  async purgeDue(now: Date): Promise<{ deleted: Partial<Record<RetentionKind, number>>; failed: RetentionKind[] }> {
    const deleted: Partial<Record<RetentionKind, number>> = {};
    const failed: RetentionKind[] = [];
    for (const target of this.targets) {
      try {
        deleted[target.kind] = await target.purge(cutoffFor(now, this.config.dataProtection.retentionDays[target.kind]));
      } catch (error) {
        failed.push(target.kind);
        this.logger.error(`Retention of ${target.kind} failed: ${(error as Error).message}`);
      }
    }
    return { deleted, failed };
  }
}
