import { guardianConsentExport } from '../consent/guardian-consents';
import { LINK_MAIL_KINDS } from '../database/schemas/mail-outbox.schema';
import type { HeldData } from './held-data';

/** A mail still carrying its working link is never shown in an export. */
const LINK_KINDS = new Set<string>(LINK_MAIL_KINDS);

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
/** A day as the export and the register write it (YYYY-MM-DD). */
export const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);
const consentOf = (record: { consent?: { noticeVersion: number; acceptedAt: Date } }) =>
  record.consent ? { noticeVersion: record.consent.noticeVersion, acceptedAt: iso(record.consent.acceptedAt) } : null;

/** The machine-readable export of an access request: every field held, in plain names; no secrets. */
export function heldDataExport(held: HeldData, now = new Date()) {
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
    volunteerSessions: held.volunteering.signUps.map(({ signUp, session }) => ({
      session: session?.title ?? '',
      date: session?.day ?? null,
      from: session?.start ?? '',
      to: session?.end ?? '',
      place: session?.place ?? '',
      status: signUp.status,
      signedUpAt: iso(signUp.signedUpAt),
      checkedInAt: iso(signUp.checkedInAt),
      checkedOutAt: iso(signUp.checkedOutAt),
      markedAbsent: signUp.absent,
      cancelNote: signUp.cancelNote ?? '',
    })),
    volunteerHours: held.volunteering.hours.map((entry) => ({
      date: entry.day,
      hours: entry.hours,
      session: entry.sessionTitle ?? '',
      note: entry.note,
      status: entry.status,
      rejectionReason: entry.rejectReason ?? '',
    })),
    policeVerification: held.safeguarding.verification
      ? {
          status: held.safeguarding.verification.status,
          verifiedOn: held.safeguarding.verification.verifiedOn,
          certificateNumber: held.safeguarding.verification.certificateNumber ?? '',
          expiresOn: held.safeguarding.verification.expiresOn,
          scan: held.safeguarding.verification.scanPath ? 'held privately (ask us for a copy)' : 'none',
        }
      : null,
    policyAcknowledgements: held.safeguarding.acknowledgements.map((acknowledgement) => ({ version: acknowledgement.version, acknowledgedAt: iso(acknowledgement.acknowledgedAt) })),
  };
}
