import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  SAFEGUARDED_ROLES,
  type RecordVerificationRequest,
  type Role,
  type SafeguardingStandingView,
  type VerificationListPage,
  type VerificationListQuery,
  type VerificationRowView,
  type VerificationView,
} from '@society/contracts';
import { AuditTrail } from '../../../../audit/audit-trail';
import type { AuditView } from '../../../../audit/audit-views';
import { UserRepository } from '../../../../database/repositories/user.repository';
import type { UserRecord } from '../../../../database/schemas/user.schema';
import { label, MessageError } from '../../../../i18n/message-error';
import type { UploadedFileData } from '../../../../middleware/single-file-upload';
import type { Actor } from '../../../../security/auth-user';
import { FileStorage } from '../../../../storage/file-storage';
import { ImageRejectedError, sanitizeImage } from '../../../../storage/image-sanitizer';
import { isCalendarDay, todayInIndia } from '../../../../validation/calendar-day';
import { addDays, daysBetween } from '../../../children/register/calendar';
import { ChildSafety } from '../child-safety';
import { PolicyAcknowledgementRepository } from '../repositories/policy-acknowledgement.repository';
import { PolicyVersionRepository } from '../repositories/policy-version.repository';
import { PoliceVerificationRepository } from '../repositories/police-verification.repository';
import type { PoliceVerificationRecord } from '../schemas/police-verification.schema';

/** Scans of police certificates are a person's papers: private storage only, served to HR by a checked route. */
export const VERIFICATION_SCAN_FOLDER = 'police-verifications';

const SCAN_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

const isPdf = (data: Buffer) => data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-';

const isSafeguarded = (role: Role) => (SAFEGUARDED_ROLES as readonly Role[]).includes(role);

/** HR's police verifications of team members and volunteers, and each person's own standing. */
@Injectable()
export class VerificationsService {
  constructor(
    private readonly verifications: PoliceVerificationRepository,
    private readonly policies: PolicyVersionRepository,
    private readonly acknowledgements: PolicyAcknowledgementRepository,
    private readonly users: UserRepository,
    private readonly childSafety: ChildSafety,
    private readonly storage: FileStorage,
    private readonly audit: AuditTrail,
  ) {}

  /** The person's own standing: the policy acknowledged?, the verification, what they lack today. */
  async standing(userId: string): Promise<SafeguardingStandingView> {
    const today = todayInIndia();
    const [policy, verification, gapsToday] = await Promise.all([this.policies.findCurrent(), this.verifications.findOf(userId), this.childSafety.gapsOn(userId, today)]);
    return {
      policyVersion: policy?.version ?? null,
      policyAcknowledged: !gapsToday.includes('policy'),
      verification: { status: verification?.status ?? 'none', verifiedOn: verification?.verifiedOn ?? null, expiresOn: verification?.expiresOn ?? null },
      gapsToday,
    };
  }

  /**
   * HR's list of team members and volunteers, by email: all, those of a status ('none': nothing on record), or
   * (expiringWithinDays) the verified ones expiring from today to that many days ahead, soonest first.
   */
  async list(query: VerificationListQuery): Promise<VerificationListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const today = todayInIndia();
    if (query.expiringWithinDays !== undefined) {
      const { rows, total } = await this.verifications.expiringPage(today, addDays(today, query.expiringWithinDays), { page, pageSize });
      const people = new Map((await this.users.findByIds(rows.map((row) => row.userId))).map((user) => [String(user._id), user]));
      const items = await this.rows(rows.flatMap((row) => (people.has(row.userId) ? [people.get(row.userId)!] : [])), today);
      return { items, total, page, pageSize };
    }
    const status = query.status;
    const filter = status === undefined ? {} : status === 'none' ? { except: await this.verifications.userIdsWith() } : { only: await this.verifications.userIdsWith(status) };
    const { rows, total } = await this.users.listPeoplePage({ roles: SAFEGUARDED_ROLES, page, pageSize, ...filter });
    return { items: await this.rows(rows, today), total, page, pageSize };
  }

  /** Records the person's verification (a new scan replaces the one held; without one, it is kept). */
  async record(actor: Actor, userId: string, request: RecordVerificationRequest, scan: UploadedFileData | undefined): Promise<VerificationView> {
    const person = await this.person(userId);
    const fields = checkedFields(request);
    const previous = await this.verifications.findOf(userId);
    const scanPath = scan ? await this.storeScan(scan.buffer) : (previous?.scanPath ?? null);
    let saved: PoliceVerificationRecord;
    try {
      saved = await this.verifications.save(userId, { ...fields, scanPath, recordedById: actor.id });
    } catch (error) {
      if (scan && scanPath) await this.storage.remove(scanPath);
      throw error;
    }
    if (scan && previous?.scanPath && previous.scanPath !== scanPath) await this.storage.remove(previous.scanPath);
    await this.audit.record(actor, {
      kind: 'police-verification',
      action: previous ? 'update' : 'create',
      recordId: userId,
      recordLabel: person.name ? `${person.name} (${person.email})` : person.email,
      before: previous ? verificationAuditView(previous) : undefined,
      after: { ...verificationAuditView(saved), ...(scan && previous?.scanPath ? { scan: 'replaced' } : {}) },
    });
    return verificationView(saved);
  }

  /** The scan as a download: no cache keeps it, no browser sniffs it. */
  async scan(userId: string, response: Response): Promise<StreamableFile> {
    await this.person(userId);
    const key = (await this.verifications.findOf(userId))?.scanPath;
    const extension = key ? key.slice(key.lastIndexOf('.') + 1) : '';
    const type = SCAN_TYPES[extension];
    const file = key && type ? await this.storage.open(key) : null;
    if (!file) throw new MessageError(HttpStatus.NOT_FOUND, 'safeguardingNoScan');
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type, length: file.size, disposition: `attachment; filename="police-verification.${extension}"` });
  }

  /** A team member's or volunteer's account; 404 for anyone else (staff are not verified here). */
  private async person(userId: string): Promise<UserRecord> {
    const user = await this.users.findById(userId);
    if (!user || !isSafeguarded(user.role)) throw new MessageError(HttpStatus.NOT_FOUND, 'safeguardingPersonNotFound');
    return user;
  }

  private async rows(people: UserRecord[], today: string): Promise<VerificationRowView[]> {
    const ids = people.map((user) => String(user._id));
    const policy = await this.policies.findCurrent();
    const [verifications, acknowledged] = await Promise.all([this.verifications.findOfMany(ids), policy ? this.acknowledgements.acknowledgedAmong(policy.version, ids) : Promise.resolve(new Set<string>())]);
    return people.map((user) => {
      const id = String(user._id);
      const verification = verifications.get(id);
      return {
        userId: id,
        name: user.name ?? '',
        email: user.email,
        role: user.role as VerificationRowView['role'],
        verification: verification ? verificationView(verification) : null,
        policyAcknowledged: acknowledged.has(id),
        expiresInDays: verification?.expiresOn ? daysBetween(today, verification.expiresOn) : null,
      };
    });
  }

  /** A PDF is kept as sent (only ever downloaded); a JPEG or PNG is decoded and re-encoded, dropping anything hidden in it. */
  private async storeScan(data: Buffer): Promise<string> {
    if (isPdf(data)) return this.storage.save('private', VERIFICATION_SCAN_FOLDER, data, 'pdf');
    try {
      const image = await sanitizeImage(data);
      if (!SCAN_TYPES[image.extension]) throw new MessageError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'safeguardingScanType');
      return await this.storage.save('private', VERIFICATION_SCAN_FOLDER, image.data, image.extension);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new MessageError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'safeguardingScanType');
      throw error;
    }
  }
}

/** The fields to keep: a 'verified' one needs its day, its certificate's number and its expiry. */
function checkedFields(request: RecordVerificationRequest): Pick<PoliceVerificationRecord, 'status' | 'verifiedOn' | 'certificateNumber' | 'expiresOn'> {
  const verifiedOn = request.verifiedOn || null;
  const certificateNumber = request.certificateNumber?.trim() || null;
  const expiresOn = request.expiresOn || null;
  const days = [
    ['verifiedOn', verifiedOn, 'safeguardingLabelVerifiedOn'],
    ['expiresOn', expiresOn, 'safeguardingLabelExpiresOn'],
  ] as const;
  for (const [, day, name] of days) if (day !== null && !isCalendarDay(day)) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingDayInvalid', { field: label(name) });
  if (request.status === 'verified') {
    if (verifiedOn === null) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingFieldRequired', { field: label('safeguardingLabelVerifiedOn') });
    if (certificateNumber === null) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingFieldRequired', { field: label('safeguardingLabelCertificateNumber') });
    if (expiresOn === null) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingFieldRequired', { field: label('safeguardingLabelExpiresOn') });
  }
  if (verifiedOn !== null && verifiedOn > todayInIndia()) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingFutureDay', { field: label('safeguardingLabelVerifiedOn') });
  if (verifiedOn !== null && expiresOn !== null && expiresOn <= verifiedOn) throw new MessageError(HttpStatus.BAD_REQUEST, 'safeguardingExpiryBeforeVerified');
  return { status: request.status, verifiedOn, certificateNumber, expiresOn };
}

export function verificationView(verification: PoliceVerificationRecord): VerificationView {
  return {
    status: verification.status,
    verifiedOn: verification.verifiedOn,
    certificateNumber: verification.certificateNumber,
    expiresOn: verification.expiresOn,
    hasScan: verification.scanPath !== null,
    updatedAt: verification.updatedAt.toISOString(),
  };
}

/** The verification in the words of the activity log: the certificate's number shown by its last characters only, never the scan. */
function verificationAuditView(verification: PoliceVerificationRecord): AuditView {
  const number = verification.certificateNumber;
  return {
    status: verification.status,
    verifiedOn: verification.verifiedOn,
    certificateNumber: number ? `…${number.slice(-4)}` : null,
    expiresOn: verification.expiresOn,
    scan: verification.scanPath ? 'held privately' : 'none',
  };
}
