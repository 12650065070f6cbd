import { maskAadhaar, SOCIAL_NETWORKS, type AuditValue, type SettingsSection } from '@society/contracts';
import type { BreachRecord } from '../database/schemas/breach.schema';
import type { AnnouncementRecord } from '../database/schemas/announcement.schema';
import type { ApplicantRecord } from '../database/schemas/applicant.schema';
import type { CoreTeamMemberRecord } from '../database/schemas/core-team-member.schema';
import type { DonationRecord } from '../database/schemas/donation.schema';
import type { GalleryItemRecord } from '../database/schemas/gallery-item.schema';
import type { PublicationRecord } from '../database/schemas/publication.schema';
import type { StoredPicture, StoredSections } from '../database/schemas/site-settings.schema';
import type { CertificateRecord } from '../database/schemas/certificate.schema';
import type { ExitRequestRecord } from '../database/schemas/exit-request.schema';
import type { LeaveRequestRecord } from '../database/schemas/leave-request.schema';
import type { StudentRecord } from '../database/schemas/student.schema';
import type { UserRecord } from '../database/schemas/user.schema';
import { dateToDay } from '../validation/calendar-day';

/**
 * What the activity log may know of a record: each view names its fields one by one, so a secret (a
 * password hash, an encrypted or full Aadhaar number, a screenshot) cannot reach the log by being forgotten.
 * The log keeps the fields whose view value changed. Images appear as their storage key (which file), never
 * their bytes.
 */
export type AuditView = Record<string, AuditValue | undefined>;

const day = (date: Date | null | undefined) => (date ? dateToDay(date) : null);
const time = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function userView(user: UserRecord): AuditView {
  return {
    email: user.email,
    role: user.role,
    name: user.name,
    phone: user.phone,
    // Never the password or its hash: a new password shows as a new time here.
    passwordChangedAt: time(user.passwordChangedAt),
  };
}

export function donationView(donation: DonationRecord): AuditView {
  return {
    name: donation.name,
    email: donation.email,
    amount: donation.amount,
    mode: donation.mode,
    utr: donation.utr,
    address: donation.address,
    pan: donation.pan,
    reference: donation.reference,
    status: donation.receiptGenerated ? 'Done' : 'Pending',
    receiptNumber: donation.receipt?.number,
  };
}

export function coreTeamMemberView(member: CoreTeamMemberRecord): AuditView {
  return {
    name: member.name,
    position: member.position,
    positionHi: member.positionHi,
    order: member.order,
    email: member.email,
    phone: member.phone,
    dateOfJoining: day(member.dateOfJoining),
    dateOfLeaving: day(member.dateOfLeaving),
    address: member.address,
    bio: member.bio,
    linkedin: member.linkedin,
    instagram: member.instagram,
    photo: member.profilePhotoPath,
  };
}

export function galleryItemView(item: GalleryItemRecord): AuditView {
  return { title: item.title, titleHi: item.titleHi, description: item.description, descriptionHi: item.descriptionHi, category: item.category, image: item.imagePath, published: item.published !== false, showsChildren: item.showsChildren === true, children: (item.childIds ?? []).join(', ') };
}

export function publicationView(publication: PublicationRecord): AuditView {
  return {
    title: publication.title,
    titleHi: publication.titleHi,
    type: publication.type,
    description: publication.description,
    descriptionHi: publication.descriptionHi,
    publishDate: day(publication.publishDate),
    fileUrl: publication.fileUrl,
    flipbookUrl: publication.flipbookUrl,
    cover: publication.coverImagePath,
  };
}

export function announcementView(announcement: AnnouncementRecord): AuditView {
  return { Title: announcement.Title, TitleHi: announcement.TitleHi, Announcement: announcement.Announcement, AnnouncementHi: announcement.AnnouncementHi, order: announcement.order };
}

export function applicantView(applicant: ApplicantRecord): AuditView {
  const view: AuditView = {
    status: applicant.status,
    rejectionReason: applicant.rejectionReason,
    interviewDate: day(applicant.interviewDate),
    doj: day(applicant.doj),
    dol: day(applicant.dol),
    assignedPosition: applicant.assignedPosition,
    assignedTeam: applicant.assignedTeam,
    name: applicant.name,
    email: applicant.email,
    phone: applicant.phone,
    gender: applicant.gender,
    dob: day(applicant.dob),
    interests: (applicant.interests ?? []).join(', '),
    availability: applicant.availability,
    reference: applicant.reference,
    experience: applicant.experience,
    course: applicant.course,
    college: applicant.college,
    duration: applicant.duration,
  };
  // Remarks are only ever appended: a new one shows as a new numbered field.
  (applicant.remarks ?? []).forEach((remark, index) => {
    view[`remark ${index + 1}`] = `${remark.text} (${remark.author ?? 'unknown'})`;
  });
  return view;
}

export function studentView(student: StudentRecord): AuditView {
  return {
    name: student.name,
    gender: student.gender,
    fatherName: student.fatherName,
    motherName: student.motherName,
    dob: day(student.dob),
    age: student.age,
    admissionDate: day(student.admissionDate),
    endDate: day(student.endDate),
    address: student.address,
    area: student.area,
    contactNumber: student.contactNumber,
    admittedInSchool: student.admittedInSchool,
    schoolName: student.schoolName,
    classStudying: student.classStudying,
    // The masked form only, never the number.
    aadhaar: student.aadhaarLast4 ? maskAadhaar(student.aadhaarLast4) : null,
  };
}

/** A Site tab picture: which file (its storage key) and its alt text. */
const picture = (stored: StoredPicture | null | undefined) => (stored ? `${stored.path} (alt: ${stored.alt || 'none'})` : null);

/** Each section of the site settings, field by field (the bank details are public on the Donate page anyway). */
const SETTINGS_VIEWS: { [S in SettingsSection]: (section: StoredSections[S]) => AuditView } = {
  identity: (identity) => ({
    name: identity.name,
    nameHi: identity.nameHi,
    shortName: identity.shortName,
    shortNameHi: identity.shortNameHi,
    tagline: identity.tagline,
    taglineHi: identity.taglineHi,
    logo: picture(identity.logo),
    registrationNumber: identity.registrationNumber,
    pan: identity.pan,
    registration12A: identity.registration12A,
    registration12ADate: identity.registration12ADate,
    registration80G: identity.registration80G,
    registration80GDate: identity.registration80GDate,
    registration80GValidUntil: identity.registration80GValidUntil,
    registration10BD: identity.registration10BD,
    registration10BDDate: identity.registration10BDDate,
  }),
  contacts: (contacts) => ({
    email: contacts.email,
    phoneDisplay: contacts.phoneDisplay,
    phoneDial: contacts.phoneDial,
    chatNumber: contacts.chatNumber,
    addressLines: contacts.addressLines.join(' / '),
    addressLinesHi: (contacts.addressLinesHi ?? []).join(' / '),
    mapUrl: contacts.mapUrl,
    mapEmbedUrl: contacts.mapEmbedUrl,
    grievanceName: contacts.grievanceName,
    grievanceEmail: contacts.grievanceEmail,
  }),
  social: (social) => ({
    ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`links.${network}`, social.links[network] ?? ''])),
    facebookPageUrl: social.facebookPageUrl,
    instagramUsername: social.instagramUsername,
  }),
  payments: (payments) => ({
    accountName: payments.accountName,
    accountNumber: payments.accountNumber,
    ifsc: payments.ifsc,
    bankName: payments.bankName,
    branch: payments.branch,
    upiId: payments.upiId,
    upiPayeeName: payments.upiPayeeName,
    chequePayee: payments.chequePayee,
    csrEmail: payments.csrEmail,
  }),
  home: (home) => {
    const view: AuditView = { hero: picture(home.hero) };
    home.statistics.forEach((statistic, index) => (view[`statistic ${index + 1}`] = `${statistic.value} ${statistic.label}${statistic.labelHi ? ` / ${statistic.labelHi}` : ''}${statistic.live ? ` (live: ${statistic.live})` : ''}`));
    home.carousel.forEach((stored, index) => (view[`carousel ${index + 1}`] = picture(stored)));
    for (const [slug, stored] of Object.entries(home.campaignCovers)) view[`cover ${slug}`] = picture(stored);
    return view;
  },
  site: (site) => ({ publicOrigin: site.publicOrigin, footerCredit: site.footerCredit, footerCreditUrl: site.footerCreditUrl }),
};

export function settingsView<S extends SettingsSection>(section: S, sections: StoredSections): AuditView {
  return SETTINGS_VIEWS[section](sections[section]);
}

/** A volunteer account: never its password hash nor its invite token's hash; a new link shows as new times. */
export function volunteerAccountView(user: UserRecord): AuditView {
  return {
    email: user.email,
    invitedAt: time(user.invitedAt),
    inviteExpiresAt: time(user.inviteExpiresAt),
    passwordChangedAt: time(user.passwordChangedAt),
    disabledAt: time(user.disabledAt),
  };
}

export function leaveRequestView(request: LeaveRequestRecord): AuditView {
  return { type: request.type, from: day(request.from), to: day(request.to), reason: request.reason, status: request.status, hrReply: request.hrReply };
}

export function exitRequestView(request: ExitRequestRecord): AuditView {
  return { lastWorkingDay: day(request.lastWorkingDay), reason: request.reason, status: request.status, hrReply: request.hrReply };
}

export function certificateView(certificate: CertificateRecord): AuditView {
  return {
    code: certificate.code,
    holderName: certificate.holderName,
    type: certificate.type,
    role: certificate.role,
    from: day(certificate.from),
    to: day(certificate.to),
    hours: certificate.hours ?? null,
    hoursReason: certificate.hoursReason ?? '',
    description: certificate.description,
    signatory: `${certificate.signatoryName}, ${certificate.signatoryTitle}`,
    language: certificate.language ?? 'en',
    revokedAt: time(certificate.revokedAt),
    revocationReason: certificate.revocationReason,
  };
}

export function breachView(breach: BreachRecord): AuditView {
  return {
    title: breach.title,
    description: breach.description,
    location: breach.location,
    occurredAt: time(breach.occurredAt),
    discoveredAt: time(breach.discoveredAt),
    kinds: breach.kinds.join(', '),
    scope: breach.scope,
    from: breach.from,
    to: breach.to,
    consequences: breach.consequences,
    mitigation: breach.mitigation,
    safetySteps: breach.safetySteps,
    cause: breach.cause,
    remedial: breach.remedial,
    extendedUntil: time(breach.extendedUntil),
    state: breach.state,
    boardInformedAt: time(breach.boardInformedAt),
    reportSentAt: time(breach.reportSentAt),
    closedAt: time(breach.closedAt),
  };
}
