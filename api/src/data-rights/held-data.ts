import { Injectable } from '@nestjs/common';
import { formatDay, formatRupees, mailText, translator, type ErasureKept, type ErasureOutcome, type HeldRecord, type Locale, type MAIL_TEXTS, type Translate } from '@society/contracts';
import { AppConfig } from '../config/app-config';
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
import { SafeguardingRecords, type SafeguardingRecordsHeld } from '../domains/people/safeguarding/services/safeguarding-records';
import { VolunteerRecords, type VolunteerRecordsHeld } from '../domains/people/volunteering/services/volunteer-records';
import type { ApplicantRecord } from '../database/schemas/applicant.schema';
import type { BreachNoticeRecord, BreachRecord } from '../database/schemas/breach.schema';
import type { CertificateRecord } from '../database/schemas/certificate.schema';
import type { ContactMessageRecord } from '../database/schemas/contact-message.schema';
import type { DataRequestRecord } from '../database/schemas/data-request.schema';
import type { DonationRecord } from '../database/schemas/donation.schema';
import type { ExitRequestRecord } from '../database/schemas/exit-request.schema';
import type { Form10beCertificateRecord } from '../database/schemas/form-10be-certificate.schema';
import type { LeaveRequestRecord } from '../database/schemas/leave-request.schema';
import type { MailOutboxRecord } from '../database/schemas/mail-outbox.schema';
import type { UserRecord } from '../database/schemas/user.schema';
import { FileStorage } from '../storage/file-storage';
import { day } from './held-data-export';

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
  /** The account's volunteer sessions (sign-ups, check-ins) and hours. */
  volunteering: VolunteerRecordsHeld;
  /** The account's police verification and acknowledgements of the child-protection policy. */
  safeguarding: SafeguardingRecordsHeld;
}

const NO_VOLUNTEERING: VolunteerRecordsHeld = { signUps: [], hours: [] };
const NO_SAFEGUARDING: SafeguardingRecordsHeld = { verification: null, acknowledgements: [] };

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
    private readonly volunteerRecords: VolunteerRecords,
    private readonly safeguardingRecords: SafeguardingRecords,
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
    const [volunteering, safeguarding] = account
      ? await Promise.all([this.volunteerRecords.of(String(account._id)), this.safeguardingRecords.of(String(account._id))])
      : [NO_VOLUNTEERING, NO_SAFEGUARDING];
    return { email, donations, form10be, contactMessages, applications, certificates, leaveRequests, exitRequests, account, mails, dataRequests, breachNotices, volunteering, safeguarding };
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
      ...held.volunteering.signUps.map(({ signUp, session }) => ({
        collection: 'session sign-up',
        id: String(signUp._id),
        label: `${session?.title ?? 'Session'}, ${session?.day ?? day(signUp.sessionEndsAt)} (${signUp.status})`,
        editAt: '/hr-dashboard',
      })),
      ...held.volunteering.hours.map((entry) => ({ collection: 'hours entry', id: String(entry._id), label: `${entry.day}, ${entry.hours} h (${entry.status})`, editAt: '/hr-dashboard' })),
      ...(held.safeguarding.verification
        ? [{ collection: 'police verification', id: String(held.safeguarding.verification._id), label: held.safeguarding.verification.status, editAt: '/hr-dashboard' }]
        : []),
      ...held.safeguarding.acknowledgements.map((acknowledgement) => ({
        collection: 'policy acknowledgement',
        id: String(acknowledgement._id),
        label: `version ${acknowledgement.version}, ${day(acknowledgement.acknowledgedAt)}`,
        editAt: null,
      })),
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
      ...(held.account?.role === 'volunteer' ? this.volunteerRecordLines(held, t) : []),
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
      if (held.safeguarding.verification || held.safeguarding.acknowledgements.length > 0) keep.push({ what: t('keptStaffSafeguardingWhat'), why: t('keptStaffSafeguardingWhy') });
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
    if (held.account?.role === 'volunteer') for (const [what, n] of Object.entries(await this.eraseVolunteerAccount(held.account, now))) add(what, n);
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
      if (account?.role !== 'volunteer') continue;
      for (const [what, n] of Object.entries(await this.eraseVolunteerAccount(account))) erased[what] = (erased[what] ?? 0) + n;
    }
    erased.applications = await this.applicants.deleteByIds(applicantIds);
    return erased;
  }

  /**
   * A volunteer's account, with what the sessions and safeguarding hold under it (sign-ups, hours, the police
   * verification and its scan, the policy acknowledgements); the account last, so a run stopped half-way can
   * still find the rest from it.
   */
  private async eraseVolunteerAccount(account: UserRecord, now = new Date()): Promise<Record<string, number>> {
    const userId = String(account._id);
    const sessions = await this.volunteerRecords.erase(userId, now);
    const safeguarding = await this.safeguardingRecords.erase(userId);
    return {
      'session sign-ups': sessions.signUps,
      'hours entries': sessions.hours,
      'police verifications': safeguarding.verifications,
      files: safeguarding.scans,
      'policy acknowledgements': safeguarding.acknowledgements,
      accounts: (await this.users.deleteById(userId)) ? 1 : 0,
    };
  }

  /** The erasure's lines for a volunteer's sessions, hours and safeguarding records. */
  private volunteerRecordLines(held: HeldData, t: Translate<typeof MAIL_TEXTS>): Array<string | false> {
    const { signUps, hours } = held.volunteering;
    const { verification, acknowledgements } = held.safeguarding;
    return [
      signUps.length > 0 && t('erasedSessionSignUps', { count: signUps.length }),
      hours.length > 0 && t('erasedHours', { count: hours.length }),
      verification !== null && t('erasedVerification'),
      acknowledgements.length > 0 && t('erasedAcknowledgements', { count: acknowledgements.length }),
    ];
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
