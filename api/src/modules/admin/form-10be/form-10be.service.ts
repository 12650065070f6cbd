import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { isLocale, MAIL_MESSAGES, type DonationForm10be, type Form10beCertificate, type Form10beRematchResult, type Form10beMailState, type Form10beSendResult, type Form10beUploadResult } from '@society/contracts';
import { AuditTrail } from '../../../audit/audit-trail';
import { DonationRepository } from '../../../database/repositories/donation.repository';
import { DonorHistoryRepository } from '../../../database/repositories/donor-history.repository';
import { Form10beCertificateRepository, type NewForm10beCertificate } from '../../../database/repositories/form-10be-certificate.repository';
import { MailOutboxRepository } from '../../../database/repositories/mail-outbox.repository';
import type { DonationRecord } from '../../../database/schemas/donation.schema';
import type { Form10beCertificateRecord, Form10beMatch } from '../../../database/schemas/form-10be-certificate.schema';
import type { OutboxKind } from '../../../database/schemas/mail-outbox.schema';
import { StepClaims, type StepClaimOptions } from '../../../database/step-claims';
import { MailOutbox } from '../../../mail/mail-outbox';
import { form10beFileName, form10beMail } from '../../../mail/mail-texts';
import type { Actor } from '../../../security/auth-user';
import { SiteSettingsService } from '../../../settings/site-settings.service';
import { FileStorage } from '../../../storage/file-storage';
import { financialYearRange } from '../receipts/financial-year';
import { readForm10beUpload, type ReadCertificate } from './form-10be-reader';

/** Private storage folder of the uploaded certificates (never under public/). */
export const FORM_10BE_FOLDER = 'form-10be';

/** A certificate's mail, with its PDF attached (its state is read from the outbox item, whose id the certificate keeps). */
export const FORM_10BE_OUTBOX_KIND: OutboxKind = 'form-10be';

export const FORM_10BE_SERVICE_MESSAGES = {
  notFound: 'Form 10BE certificate not found',
  unmatched: 'This certificate is not matched to a donor: there is nobody to mail it to',
  noEmail: "The matched donor has no email address (their data was erased): the certificate cannot be mailed",
  busy: 'Another admin is mailing this certificate right now. Please try again in a moment.',
  queued: (count: number) => `${count} certificate${count === 1 ? '' : 's'} queued for mailing.`,
  resent: 'Certificate queued for mailing again.',
  rematched: (changed: number, unmatched: number) => `Matched again: ${changed} certificate${changed === 1 ? '' : 's'} changed, ${unmatched} not matched.`,
  otherYear: (name: string, year: string, expected: string) => `${name} is a certificate for ${year}, not ${expected}`,
} as const;

/** A mailing holds the certificate's claim, so two admins (or replicas) never mail it twice at once. */
const MAILING: StepClaimOptions = { leaseMs: 60_000, busy: () => new ConflictException(FORM_10BE_SERVICE_MESSAGES.busy) };

/** 'Sunita  Devi.' → 'sunita devi' */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The year's donors with a current receipt, by PAN and by name, to match certificates to. */
interface DonorIndex {
  byPan: Map<string, Form10beMatch>;
  /** Donors without a PAN; null: two of them share the name, so a name alone matches neither. */
  byName: Map<string, Form10beMatch | null>;
}

@Injectable()
export class Form10beService {
  constructor(
    private readonly certificates: Form10beCertificateRepository,
    private readonly donations: DonationRepository,
    private readonly donors: DonorHistoryRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailOutbox,
    private readonly storage: FileStorage,
    private readonly settings: SiteSettingsService,
    private readonly claims: StepClaims,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Reads every certificate of the upload (a PDF or a zip of them), matches each to its year's donors and
   * keeps it: all of them, or (a file that is not a Form 10BE, a storage failure) none.
   */
  async upload(actor: Actor, file: { originalname: string; buffer: Buffer }, financialYear?: string): Promise<Form10beUploadResult> {
    const read = await readForm10beUpload(file);
    const otherYear = financialYear ? read.find((certificate) => certificate.fields.financialYear !== financialYear) : undefined;
    if (otherYear) throw new BadRequestException(FORM_10BE_SERVICE_MESSAGES.otherYear(otherYear.fileName, otherYear.fields.financialYear, financialYear as string));
    const key = (fields: { financialYear: string; uniqueId: string; arn: string }) => [fields.financialYear, fields.uniqueId, fields.arn].join('|');
    const existing = new Set((await this.certificates.findExisting(read.map((certificate) => certificate.fields))).map(key));
    const alreadyUploaded: string[] = [];
    const fresh: ReadCertificate[] = [];
    for (const certificate of read) {
      const certificateKey = key(certificate.fields);
      if (existing.has(certificateKey)) alreadyUploaded.push(certificate.fileName);
      else {
        existing.add(certificateKey);
        fresh.push(certificate);
      }
    }
    const indexes = new Map<string, DonorIndex>();
    for (const year of new Set(fresh.map((certificate) => certificate.fields.financialYear))) indexes.set(year, await this.donorIndex(year));

    const saved: string[] = [];
    const records: NewForm10beCertificate[] = [];
    let created: Form10beCertificateRecord[] = [];
    try {
      for (const certificate of fresh) {
        const pdfPath = await this.storage.save('private', FORM_10BE_FOLDER, certificate.pdf, 'pdf');
        saved.push(pdfPath);
        const { fields } = certificate;
        records.push({ ...fields, fileName: certificate.fileName, pdfPath, uploadedBy: actor.email, match: this.match(indexes.get(fields.financialYear) as DonorIndex, fields.uniqueId, fields.donorName) });
      }
      created = await this.certificates.createMany(records);
    } catch (error) {
      // Never half an upload: what was written goes again.
      await this.certificates.deleteByIds(created.map((record) => String(record._id))).catch(() => undefined);
      for (const path of saved) await this.storage.remove(path).catch(() => undefined);
      throw error;
    }
    if (created.length > 0) {
      const years = [...new Set(created.map((record) => record.financialYear))].join(', ');
      const matched = created.filter((record) => record.match).length;
      await this.audit.record(actor, {
        kind: 'form-10be',
        action: 'import',
        recordLabel: `Form 10BE certificates uploaded for ${years}: ${created.length} (${matched} matched to a donor)`,
        after: { certificates: created.length, matched, unmatched: created.length - matched },
      });
    }
    return { added: await this.views(created), alreadyUploaded };
  }

  /** A year's certificates by donor name, with the donor each was matched to and its mailing. */
  async list(financialYear: string): Promise<Form10beCertificate[]> {
    return this.views(await this.certificates.listByYear(financialYear));
  }

  /**
   * Matches the year's certificates never mailed again, against the donors as they are now (a PAN added or
   * corrected on a donation since the upload); a certificate already mailed keeps the donor it went to.
   */
  async rematch(actor: Actor, financialYear: string): Promise<Form10beRematchResult> {
    const index = await this.donorIndex(financialYear);
    let changed = 0;
    for (const certificate of await this.certificates.listByYear(financialYear)) {
      if (certificate.mailTimes > 0) continue;
      const id = String(certificate._id);
      const updated = await this.claims.run(`form-10be:${id}`, { ...MAILING, waitMs: 10_000 }, async () => {
        const current = await this.certificates.findById(id);
        if (!current || current.mailTimes > 0) return false;
        const match = this.match(index, current.uniqueId, current.donorName);
        if (JSON.stringify(match) === JSON.stringify(current.match)) return false;
        return this.certificates.setMatchUnlessMailed(id, match);
      });
      if (updated) changed += 1;
    }
    const list = await this.list(financialYear);
    const unmatched = list.filter((certificate) => !certificate.match).length;
    if (changed > 0) {
      await this.audit.record(actor, { kind: 'form-10be', action: 'update', recordLabel: `Form 10BE certificates of ${financialYear} matched again: ${changed} changed, ${unmatched} not matched`, before: {}, after: { changed, unmatched } });
    }
    return { changed, unmatched, message: FORM_10BE_SERVICE_MESSAGES.rematched(changed, unmatched) };
  }

  /** The Form 10BE of each of these donations that has one, with its mailing (for the Donations tab's rows). */
  async ofDonations(donationIds: string[]): Promise<DonationForm10be[]> {
    const wanted = new Set(donationIds);
    const views = await this.views(await this.certificates.listOfDonations([...wanted]));
    return views.flatMap((view) =>
      (view.match?.donationIds ?? []).filter((id) => wanted.has(id)).map((donationId) => ({ donationId, certificateId: view.id, financialYear: view.financialYear, mail: view.mail })),
    );
  }

  /** Mails every matched certificate of the year that was never mailed (re-sending is one by one: resend). */
  async sendAll(actor: Actor, financialYear: string): Promise<Form10beSendResult> {
    if (!this.mail.enabled) throw new ConflictException(MAIL_MESSAGES.notConfigured);
    let queued = 0;
    let skipped = 0;
    for (const certificate of await this.certificates.listByYear(financialYear)) {
      if (!certificate.match) continue;
      if (certificate.mailTimes > 0) {
        skipped += 1;
        continue;
      }
      const id = String(certificate._id);
      try {
        const sent = await this.claims.run(`form-10be:${id}`, MAILING, async () => {
          // Read again under the claim: another admin may have mailed it meanwhile.
          const current = await this.certificates.findById(id);
          if (!current?.match || current.mailTimes > 0) return false;
          return this.queueMail(actor, current, false);
        });
        if (sent) queued += 1;
        else skipped += 1;
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        skipped += 1;
      }
    }
    return { queued, skipped, message: FORM_10BE_SERVICE_MESSAGES.queued(queued) };
  }

  /** Mails one certificate again, on an admin's request. */
  async resend(actor: Actor, id: string): Promise<void> {
    await this.findOrThrow(id);
    if (!this.mail.enabled) throw new ConflictException(MAIL_MESSAGES.notConfigured);
    await this.claims.run(`form-10be:${id}`, { ...MAILING, waitMs: 10_000 }, async () => {
      const certificate = await this.findOrThrow(id);
      if (!certificate.match) throw new ConflictException(FORM_10BE_SERVICE_MESSAGES.unmatched);
      if (!(await this.queueMail(actor, certificate, certificate.mailTimes > 0))) throw new ConflictException(FORM_10BE_SERVICE_MESSAGES.noEmail);
    });
  }

  /** The certificate's PDF (a private file). */
  async openPdf(id: string): Promise<{ stream: Readable; size: number; fileName: string }> {
    const certificate = await this.findOrThrow(id);
    const file = await this.storage.open(certificate.pdfPath);
    if (!file) throw new NotFoundException(FORM_10BE_SERVICE_MESSAGES.notFound);
    return { ...file, fileName: form10beFileName(certificate.financialYear, certificate.uniqueId) };
  }

  /** The views of some certificates, each with the outbox's state of its latest mailing. */
  async views(records: Form10beCertificateRecord[]): Promise<Form10beCertificate[]> {
    const current = await this.currentDonors(records);
    const outboxIds = records.map((record) => record.mailOutboxId).filter((id): id is string => Boolean(id));
    const states = outboxIds.length > 0 ? await this.outbox.statusesOf(outboxIds) : new Map<string, string>();
    return records.map((record) => {
      let state: Form10beMailState = 'not-sent';
      // A mailing whose outbox copy the retention schedule has deleted since: its outcome is no longer known.
      if (record.mailOutboxId) state = (states.get(record.mailOutboxId) as Form10beMailState | undefined) ?? 'unknown';
      return {
        id: String(record._id),
        financialYear: record.financialYear,
        idCode: record.idCode,
        uniqueId: record.uniqueId,
        donorName: record.donorName,
        amount: record.amount,
        arn: record.arn,
        fileName: record.fileName,
        uploadedAt: record.createdAt.toISOString(),
        uploadedBy: record.uploadedBy,
        match: record.match ? { by: record.match.by, ...current(record.match), pan: record.match.pan, donationIds: [...record.match.donationIds] } : null,
        mail: { state, times: record.mailTimes, lastQueuedAt: record.lastQueuedAt?.toISOString() ?? null, lastQueuedBy: record.lastQueuedBy },
      };
    });
  }

  /**
   * The name, email and language of each matched donor as their donations hold them now (the newest
   * donation's name, the newest email): an address corrected, or erased on a data-rights request, since the
   * upload is never mailed.
   */
  private async currentDonors(records: Array<Pick<Form10beCertificateRecord, 'match'>>): Promise<(match: Form10beMatch) => { name: string; email: string; language: string }> {
    const ids = [...new Set(records.flatMap((record) => record.match?.donationIds ?? []))];
    const donations = (await this.donors.findDonors(ids)).sort((a, b) => b.date.getTime() - a.date.getTime());
    return (match) => {
      const own = donations.filter((donation) => match.donationIds.includes(String(donation._id)));
      const latest = own[0];
      if (!latest) return { name: match.name, email: '', language: match.language };
      const withEmail = own.find((donation) => donation.email);
      return { name: latest.name, email: withEmail?.email ?? '', language: withEmail?.language ?? latest.language ?? 'en' };
    };
  }

  /** Queues the certificate's mail to its donor as they are now; false when they can no longer be mailed. */
  private async queueMail(actor: Actor, certificate: Form10beCertificateRecord, again: boolean): Promise<boolean> {
    const match = { ...(certificate.match as Form10beMatch), ...(await this.currentDonors([certificate]))(certificate.match as Form10beMatch) };
    if (!match.email) return false;
    const locale = isLocale(match.language) ? match.language : 'en';
    const id = String(certificate._id);
    const item = await this.outbox.enqueue({
      kind: FORM_10BE_OUTBOX_KIND,
      to: match.email,
      ...form10beMail({ donorName: match.name, financialYear: certificate.financialYear, locale, signature: await this.settings.mailSignature(locale) }),
      attachmentKey: certificate.pdfPath,
      attachmentName: form10beFileName(certificate.financialYear, certificate.uniqueId),
    });
    await this.certificates.recordMailing(id, String(item._id), actor.email, new Date());
    await this.audit.record(actor, {
      kind: 'form-10be',
      action: again ? 'mail-again' : 'mail',
      recordId: id,
      recordLabel: `Form 10BE ${certificate.financialYear} of ${match.name} mailed${again ? ' again' : ''}`,
    });
    return true;
  }

  /** The year's receipted donors: by PAN, and those without one by name (a name two donors share matches neither). */
  private async donorIndex(financialYear: string): Promise<DonorIndex> {
    const { start, end } = financialYearRange(financialYear);
    const byPan = new Map<string, Form10beMatch>();
    const byEmailOrName = new Map<string, Form10beMatch>();
    const add = (map: Map<string, Form10beMatch>, key: string, donation: DonationRecord, by: Form10beMatch['by']) => {
      const match = map.get(key) ?? { by, name: '', pan: donation.pan ?? '', donationIds: [], language: 'en' };
      // Oldest first: the latest donation's name and language win.
      map.set(key, {
        ...match,
        name: donation.name,
        language: (donation as DonationRecord & { language?: string }).language ?? 'en',
        donationIds: [...match.donationIds, String(donation._id)],
      });
    };
    for await (const donation of this.donations.streamByDate(start, end, { receipted: true })) {
      if (!donation.receipt) continue;
      if (donation.pan) add(byPan, donation.pan, donation, 'pan');
      else add(byEmailOrName, donation.email || `receipt:${donation.receipt.number}`, donation, 'name');
    }
    const byName = new Map<string, Form10beMatch | null>();
    // A name matches donors without a PAN only: a donor with one is matched by it, never by a name.
    for (const donor of byEmailOrName.values()) {
      const key = nameKey(donor.name);
      byName.set(key, byName.has(key) ? null : { ...donor, by: 'name' });
    }
    return { byPan, byName };
  }

  private match(index: DonorIndex, uniqueId: string, donorName: string): Form10beMatch | null {
    return index.byPan.get(uniqueId) ?? index.byName.get(nameKey(donorName)) ?? null;
  }

  private async findOrThrow(id: string): Promise<Form10beCertificateRecord> {
    const certificate = await this.certificates.findById(id);
    if (!certificate) throw new NotFoundException(FORM_10BE_SERVICE_MESSAGES.notFound);
    return certificate;
  }
}
