import { Injectable } from '@nestjs/common';
import { formatDay, formatRupees, mailText, translator, type ErasureKept, type ErasureOutcome, type HeldRecord, type Locale } from '@society/contracts';
import { AppConfig } from '../config/app-config';
import { guardianConsentExport } from '../consent/guardian-consents';
import { ApplicantRepository } from '../database/repositories/applicant.repository';
import { BreachRepository } from '../database/repositories/breach.repository';
import { CertificateRepository } from '../database/repositories/certificate.repository';
import { ContactMessageRepository } from '../database/repositories/contact-message.repository';
import { DataRequestRepository } from '../database/repositories/data-request.repository';
import { DonationRepository } from '../database/repositories/donation.repository';
import { ExitRequestRepository } from '../database/repositories/exit-request.repository';
import { Form10beCertificateRepository } from '../database/repositories/form-10be-certificate.repository';
import { LeaveRequestRepository } from '../database/repositories/leave-request.repository';
import { MailOutboxRepository, type MailPerson } from '../database/repositories/mail-outbox.repository';
import { UserRepository } from '../database/repositories/user.repository';
import type { ApplicantRecord } from '../database/schemas/applicant.schema';
import type { BreachNoticeRecord, BreachRecord } from '../database/schemas/breach.schema';
import type { CertificateRecord } from '../database/schemas/certificate.schema';
import type { ContactMessageRecord } from '../database/schemas/contact-message.schema';
import type { DataRequestRecord } from '../database/schemas/data-request.schema';
import type { DonationRecord } from '../database/schemas/donation.schema';
import type { ExitRequestRecord } from '../database/schemas/exit-request.schema';
import type { Form10beCertificateRecord } from '../database/schemas/form-10be-certificate.schema';
import type { LeaveRequestRecord } from '../database/schemas/leave-request.schema';
import { LINK_MAIL_KINDS, type MailOutboxRecord } from '../database/schemas/mail-outbox.schema';
import type { UserRecord } from '../database/schemas/user.schema';
import { FileStorage } from '../storage/file-storage';

/** Everything held under one email address, read from every collection that holds personal data by email. */
export interface HeldData {
  email: string;
  donations: DonationRecord[];
  /** The Form 10BE certificates matched to those donations (the income-tax portal's, uploaded by the admin). */
  form10be: Form10beCertificateRecord[];
  contactMessages: ContactMessageRecord[];
  applications: ApplicantRecord[];
  certificates: CertificateRecord[];
  leaveRequests: LeaveRequestRecord[];
  exitRequests: ExitRequestRecord[];
  account: UserRecord | null;
  mails: MailOutboxRecord[];
  dataRequests: DataRequestRecord[];
  /** Notices of personal data breaches sent to the address, each with its incident. */
  breachNotices: Array<{ notice: BreachNoticeRecord; breach: BreachRecord | null }>;
}

/** A mail still carrying its working link is never shown in an export. */
const LINK_KINDS = new Set<string>(LINK_MAIL_KINDS);

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
const consentOf = (record: { consent?: { noticeVersion: number; acceptedAt: Date } }) =>
  record.consent ? { noticeVersion: record.consent.noticeVersion, acceptedAt: iso(record.consent.acceptedAt) } : null;

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * What the society holds about a person (by the email address the data is held under), and the two things a
 * data-rights request does with it: the access export, and erasure. Matching is by the exact address (stored
 * lowercased) and, from the applications it finds, by the applicant's id: nothing of anyone else's is read.
 * Children's records (team) are not held under an email address and are out of its reach: the team answers a
 * guardian's access request with the child's own export (ChildRegisterDataService.exportOf: record and class register).
 */
@Injectable()
export class HeldDataService {
  constructor(
    private readonly config: AppConfig,
    private readonly donations: DonationRepository,
    private readonly form10beCertificates: Form10beCertificateRepository,
    private readonly contacts: ContactMessageRepository,
    private readonly applicants: ApplicantRepository,
    private readonly certificates: CertificateRepository,
    private readonly leave: LeaveRequestRepository,
    private readonly exits: ExitRequestRepository,
    private readonly users: UserRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly requests: DataRequestRepository,
    private readonly breaches: BreachRepository,
    private readonly storage: FileStorage,
  ) {}

  async gather(email: string): Promise<HeldData> {
    const [donations, contactMessages, applications, byEmail, dataRequests, breachNotices] = await Promise.all([
      this.donations.listByEmail(email),
      this.contacts.listByEmail(email),
      this.applicants.listByEmail(email),
      this.users.findByEmail(email),
      this.requests.listConfirmedByEmail(email),
      this.breaches.noticesToAddress(email),
    ]);
    const applicantIds = applications.map((applicant) => String(applicant._id));
    const [form10be, certificates, leaveRequests, exitRequests, mails, byApplicant] = await Promise.all([
      donations.length > 0 ? this.form10beCertificates.listOfDonations(donations.map((donation) => String(donation._id))) : [],
      this.certificates.listForApplicants(applicantIds),
      this.leave.listForApplicants(applicantIds),
      this.exits.listForApplicants(applicantIds),
      this.outbox.listForPerson(this.mailPerson(email, applicantIds, donations)),
      applicantIds.length > 0 ? Promise.all(applicantIds.map((id) => this.users.findByApplicantId(id))) : [],
    ]);
    const account = byEmail ?? byApplicant.find((user): user is UserRecord => user !== null) ?? null;
    return { email, donations, form10be, contactMessages, applications, certificates, leaveRequests, exitRequests, account, mails, dataRequests, breachNotices };
  }

  /** The machine-readable export of an access request: every field held, in plain names; no secrets. */
  exportOf(held: HeldData, now = new Date()) {
    return {
      email: held.email,
      generatedAt: now.toISOString(),
      donations: held.donations.map((donation) => ({
        name: donation.name,
        email: donation.email,
        amount: donation.amount,
        mode: donation.mode,
        transactionReference: donation.utr,
        paymentReference: donation.reference ?? '',
        date: iso(donation.date),
        address: donation.address ?? '',
        pan: donation.pan ?? '',
        paymentScreenshot: donation.screenshotPath ? 'held privately (ask us for a copy)' : 'none',
        receipt: donation.receipt ? { number: donation.receipt.number, issuedAt: iso(donation.receipt.issuedAt) } : null,
        voidedReceipts: (donation.voidedReceipts ?? []).map((voided) => ({ number: voided.number, reason: voided.reason, voidedAt: iso(voided.voidedAt) })),
        consent: consentOf(donation),
      })),
      form10beCertificates: held.form10be.map((certificate) => ({
        financialYear: certificate.financialYear,
        donorId: certificate.uniqueId,
        donorName: certificate.donorName,
        amount: certificate.amount,
        acknowledgementNumber: certificate.arn,
        uploadedAt: iso(certificate.createdAt),
        timesMailed: certificate.mailTimes,
        lastMailedAt: iso(certificate.lastQueuedAt),
        pdf: 'held privately (ask us for a copy)',
      })),
      contactMessages: held.contactMessages.map((message) => ({
        name: message.name,
        email: message.email,
        message: message.message,
        sentAt: iso(message.createdAt),
        consent: consentOf(message),
      })),
      applications: held.applications.map((applicant) => ({
        type: applicant.type,
        name: applicant.name,
        email: applicant.email,
        phone: applicant.phone ?? '',
        gender: applicant.gender ?? '',
        dateOfBirth: day(applicant.dob),
        interests: applicant.interests,
        availability: applicant.availability ?? null,
        reference: applicant.reference ?? '',
        experience: applicant.experience ?? '',
        course: applicant.course ?? '',
        college: applicant.college ?? '',
        duration: applicant.duration ?? '',
        status: applicant.status,
        assignedPosition: applicant.assignedPosition ?? '',
        assignedTeam: applicant.assignedTeam ?? '',
        interviewDate: day(applicant.interviewDate),
        dateOfJoining: day(applicant.doj),
        dateOfLeaving: day(applicant.dol),
        rejectionReason: applicant.rejectionReason ?? '',
        remarks: applicant.remarks.map((remark) => ({ date: iso(remark.date), text: remark.text })),
        appliedAt: iso(applicant.createdAt),
        agreedToTerms: applicant.agreeToTerms,
        consent: consentOf(applicant),
        guardian: applicant.guardian ? { name: applicant.guardian.name, relation: applicant.guardian.relation, phone: applicant.guardian.phone } : null,
        guardianConsent: guardianConsentExport(applicant.guardianConsent),
      })),
      certificates: held.certificates.map((certificate) => ({
        code: certificate.code,
        holderName: certificate.holderName,
        type: certificate.type,
        role: certificate.role,
        from: day(certificate.from),
        to: day(certificate.to),
        hours: certificate.hours ?? null,
        description: certificate.description,
        signedBy: `${certificate.signatoryName}, ${certificate.signatoryTitle}`,
        issuedAt: iso(certificate.issuedAt),
        revokedAt: iso(certificate.revokedAt),
      })),
      leaveRequests: held.leaveRequests.map((request) => ({
        type: request.type,
        from: day(request.from),
        to: day(request.to),
        reason: request.reason,
        status: request.status,
        reply: request.hrReply,
      })),
      exitRequests: held.exitRequests.map((request) => ({ lastWorkingDay: day(request.lastWorkingDay), reason: request.reason, status: request.status, reply: request.hrReply })),
      account: held.account
        ? { email: held.account.email, name: held.account.name ?? '', phone: held.account.phone ?? '', role: held.account.role, createdAt: iso(held.account.createdAt) }
        : null,
      mails: held.mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: LINK_KINDS.has(mail.kind) ? '(a one-time link; not kept)' : mail.text,
        status: mail.status,
        sentAt: iso(mail.sentAt),
      })),
      dataRequests: held.dataRequests.map((request) => ({
        kind: request.kind,
        status: request.status,
        details: request.details,
        nomineeName: request.nomineeName,
        nomineeEmail: request.nomineeEmail,
        receivedAt: iso(request.createdAt),
        confirmedAt: iso(request.confirmedAt),
        reply: request.reply,
      })),
      breachNotices: held.breachNotices.map(({ notice, breach }) => ({
        incident: breach?.title ?? '',
        discoveredAt: iso(breach?.discoveredAt),
        yourData: notice.kind,
        notifiedAt: iso(notice.createdAt),
      })),
    };
  }

  /** The records the register's detail lists, with where staff correct each. */
  heldRecords(held: HeldData): HeldRecord[] {
    return [
      ...held.donations.map((donation) => ({
        collection: 'donation',
        id: String(donation._id),
        label: `${donation.name}, Rs ${donation.amount}, ${day(donation.date)}${donation.receipt ? `, receipt ${donation.receipt.number}` : ''}`,
        editAt: '/admin-dashboard',
      })),
      ...held.form10be.map((certificate) => ({ collection: 'Form 10BE certificate', id: String(certificate._id), label: `${certificate.financialYear}, ${certificate.uniqueId}`, editAt: '/admin-dashboard' })),
      ...held.contactMessages.map((message) => ({ collection: 'contact message', id: String(message._id), label: `${message.name}, ${day(message.createdAt)}`, editAt: null })),
      ...held.applications.map((applicant) => ({
        collection: 'application',
        id: String(applicant._id),
        label: `${applicant.name} (${applicant.type}, ${applicant.status})`,
        editAt: '/hr-dashboard',
      })),
      ...held.certificates.map((certificate) => ({ collection: 'certificate', id: String(certificate._id), label: `${certificate.code} (${certificate.type})`, editAt: '/hr-dashboard' })),
      ...held.leaveRequests.map((request) => ({ collection: 'leave request', id: String(request._id), label: `${day(request.from)} to ${day(request.to)}`, editAt: null })),
      ...held.exitRequests.map((request) => ({ collection: 'exit request', id: String(request._id), label: `last day ${day(request.lastWorkingDay)}`, editAt: null })),
      ...(held.account ? [{ collection: 'account', id: String(held.account._id), label: `${held.account.email} (${held.account.role})`, editAt: null }] : []),
      ...held.mails.map((mail) => ({ collection: 'mail', id: String(mail._id), label: `${mail.subject} (${mail.status})`, editAt: null })),
      ...held.breachNotices.map(({ notice, breach }) => ({ collection: 'breach notice', id: String(notice._id), label: `${breach?.title ?? 'Breach'}, ${day(notice.createdAt)}`, editAt: null })),
    ];
  }

  /**
   * What an erasure of `held` removes and keeps, and why (the confirm dialog, the mail, the request's record):
   * in English for the staff and the record, in the person's language for their mail (mailText).
   */
  erasurePlan(held: HeldData, now = new Date(), locale: Locale = 'en'): { remove: string[]; keep: ErasureKept[] } {
    const t = translator(mailText, locale);
    const date = (value: Date | null | undefined) => (locale === 'en' || !value ? day(value) : formatDay(value, locale));
    const { taxKept, taxGone } = this.splitDonations(held.donations, now);
    const form10be = this.splitForm10be(held, taxGone);
    const years = String(this.config.dataProtection.donationRecordsYears);
    const remove = [
      taxGone.length > 0 && t('erasedOldDonations', { count: taxGone.length, years }),
      taxKept.length > 0 && t('erasedDonationParts'),
      form10be.gone.length > 0 && t('erasedForm10be', { count: form10be.gone.length }),
      held.contactMessages.length > 0 && t('erasedContacts', { count: held.contactMessages.length }),
      held.applications.length > 0 && t('erasedApplications', { count: held.applications.length }),
      held.certificates.length > 0 && t('erasedCertificates', { count: held.certificates.length }),
      held.leaveRequests.length + held.exitRequests.length > 0 && t('erasedLeaveOrExit', { count: held.leaveRequests.length + held.exitRequests.length }),
      held.account?.role === 'volunteer' && t('erasedPortalAccount'),
      held.mails.length > 0 && t('erasedMails', { count: held.mails.length }),
    ].filter((line): line is string => typeof line === 'string');
    const keep: ErasureKept[] = [];
    if (taxKept.length > 0) {
      const until = taxKept.map((donation) => this.taxKeptUntil(donation)).sort((a, b) => b.getTime() - a.getTime())[0];
      const receipts = taxKept
        .map((donation) => donation.receipt?.number ?? t('keptTaxUnnumbered', { amount: locale === 'en' ? String(donation.amount) : formatRupees(donation.amount, locale), date: date(donation.date) }))
        .join(', ');
      keep.push({ what: t('keptTaxWhat', { count: taxKept.length, receipts }), why: t('keptTaxWhy', { years, until: date(until) }) });
    }
    if (form10be.kept.length > 0) keep.push({ what: t('keptForm10beWhat', { count: form10be.kept.length }), why: t('keptForm10beWhy') });
    if (held.breachNotices.length > 0) {
      keep.push({ what: t('keptBreachWhat', { count: held.breachNotices.length }), why: t('keptBreachWhy') });
    }
    if (held.account && held.account.role !== 'volunteer') {
      keep.push({ what: t('keptStaffWhat', { email: held.account.email }), why: t('keptStaffWhy') });
    }
    keep.push({ what: t('keptRequestWhat'), why: t('keptRequestWhy', { days: String(this.config.dataProtection.retentionDays.requestLogs) }) });
    keep.push({ what: t('keptMailWhat'), why: t('keptMailWhy', { label: t('mailCopiesLabel'), days: String(this.config.dataProtection.retentionDays.mailCopies) }) });
    keep.push({ what: t('keptCountsWhat'), why: t('keptCountsWhy') });
    keep.push({ what: t('keptLogWhat'), why: t('keptLogWhy') });
    return { remove, keep };
  }

  /**
   * Erases everything held under the address except what the law keeps. Files go before the records that
   * name them, so an erasure that stops half-way leaves records whose files a second run removes again.
   */
  async erase(held: HeldData, now = new Date()): Promise<ErasureOutcome> {
    // Safeguarding concerns (safeguarding_concerns) are not erased, whoever raised them and whichever child they
    // name: POCSO s.19 and s.21 make the society answer for each concern and its report to the police (issue 45).
    const plan = this.erasurePlan(held, now);
    const { taxKept, taxGone } = this.splitDonations(held.donations, now);
    const removed: Record<string, number> = {};
    const add = (what: string, n: number) => {
      if (n > 0) removed[what] = (removed[what] ?? 0) + n;
    };

    // Mails first: a mail still waiting must not go out after the records it is about are gone (those about
    // the applications go with them, in eraseApplications).
    add('mails', await this.outbox.deleteForPerson(this.mailPerson(held.email, [], held.donations)));
    for (const donation of taxGone) {
      add('files', await this.removeFiles([donation.screenshotPath, donation.receipt?.pdfPath, ...(donation.voidedReceipts ?? []).map((voided) => voided.pdfPath)]));
      if (await this.donations.deleteById(String(donation._id))) add('donations', 1);
    }
    // A Form 10BE goes with the last of its donations (its PDF first).
    const form10be = this.splitForm10be(held, taxGone).gone;
    add('files', await this.removeFiles(form10be.map((certificate) => certificate.pdfPath)));
    if (form10be.length > 0) {
      await this.form10beCertificates.deleteByIds(form10be.map((certificate) => String(certificate._id)));
      add('Form 10BE certificates', form10be.length);
    }
    for (const donation of taxKept) {
      add('files', await this.removeFiles([donation.screenshotPath]));
      if (await this.donations.keepOnlyTaxRecord(String(donation._id))) add('donations reduced to the tax record', 1);
    }
    add('contact messages', await this.contacts.deleteByEmail(held.email));
    // A volunteer account found by its email (the application may be under another address).
    if (held.account?.role === 'volunteer' && (await this.users.deleteById(String(held.account._id)))) add('accounts', 1);
    for (const [what, n] of Object.entries(await this.eraseApplications(held.applications))) add(what, n);
    add('unconfirmed requests', await this.requests.deleteUnconfirmedByEmail(held.email));
    return { removed, kept: plan.keep };
  }

  /**
   * Applications erased whole, with everything that followed them: the copies of mails about them,
   * certificates (their PDFs first), leave and exit requests, the volunteer account, and the signed consent
   * form of an under-18 applicant's guardian; the applications last. An erasure, the retention schedule and
   * a guardian's withdrawal all erase an application this one way, so none leaves a part behind that a
   * later request could no longer find (they are found from the application).
   */
  async eraseApplications(applications: ApplicantRecord[]): Promise<Record<string, number>> {
    const applicantIds = applications.map((applicant) => String(applicant._id));
    const certificates = await this.certificates.listForApplicants(applicantIds);
    const erased: Record<string, number> = {
      mails: await this.outbox.deleteForPerson({ email: '', applicantIds, donationIds: [] }),
      files: await this.removeFiles([
        ...certificates.map((certificate) => certificate.pdfPath),
        ...applications.map((applicant) => applicant.guardianConsent?.signedFormPath),
      ]),
      certificates: await this.certificates.deleteForApplicants(applicantIds),
      'leave requests': await this.leave.deleteForApplicants(applicantIds),
      'exit requests': await this.exits.deleteForApplicants(applicantIds),
      accounts: 0,
    };
    for (const id of applicantIds) {
      const account = await this.users.findByApplicantId(id);
      if (account?.role === 'volunteer' && (await this.users.deleteById(String(account._id)))) erased.accounts += 1;
    }
    erased.applications = await this.applicants.deleteByIds(applicantIds);
    return erased;
  }

  private mailPerson(email: string, applicantIds: string[], donations: DonationRecord[]): MailPerson {
    return { email, applicantIds, donationIds: donations.map((donation) => String(donation._id)) };
  }

  private taxKeptUntil(donation: DonationRecord): Date {
    return new Date(donation.date.getTime() + this.config.dataProtection.donationRecordsYears * YEAR_MS);
  }

  /** Donations the tax period still covers (kept, reduced) and those past it (erased whole). */
  private splitDonations(donations: DonationRecord[], now: Date): { taxKept: DonationRecord[]; taxGone: DonationRecord[] } {
    const taxKept = donations.filter((donation) => this.taxKeptUntil(donation) > now);
    return { taxKept, taxGone: donations.filter((donation) => !taxKept.includes(donation)) };
  }

  /**
   * The person's Form 10BE certificates that go (every donation they were matched to is erased whole) and those
   * kept (one of their donations is still in the tax period, perhaps under another address with the same PAN).
   */
  private splitForm10be(held: HeldData, taxGone: DonationRecord[]): { gone: Form10beCertificateRecord[]; kept: Form10beCertificateRecord[] } {
    const erased = new Set(taxGone.map((donation) => String(donation._id)));
    const gone = held.form10be.filter((certificate) => (certificate.match?.donationIds ?? []).every((id) => erased.has(id)));
    return { gone, kept: held.form10be.filter((certificate) => !gone.includes(certificate)) };
  }

  private async removeFiles(keys: Array<string | undefined>): Promise<number> {
    const present = keys.filter((key): key is string => Boolean(key));
    for (const key of present) await this.storage.remove(key);
    return present.length;
  }
}
