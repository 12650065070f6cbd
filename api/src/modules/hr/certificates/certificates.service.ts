import { BadRequestException, ConflictException, HttpStatus, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { MessageError } from '../../../i18n/message-error';
import { CERTIFIABLE_STATUSES, CERTIFICATE_SORT_DEFAULT, certificateVerifyPath, localizedPath, VOLUNTEER_MESSAGES } from '@society/contracts';
import type { Response } from 'express';
import { AuditTrail } from '../../../audit/audit-trail';
import { certificateView } from '../../../audit/audit-views';
import { isDuplicateKey } from '../../../database/duplicate-key';
import { CertificateRepository } from '../../../database/repositories/certificate.repository';
import type { CertificateRecord } from '../../../database/schemas/certificate.schema';
import { certificateFileName, mapCertificate, mapPersonSummary, type CertificateDto } from '../../../dtos/volunteer-portal-responses.dto';
import { certificateIssuedMail, certificateRevokedMail } from '../../../mail/mail-texts';
import type { Actor } from '../../../security/auth-user';
import { FileStorage } from '../../../storage/file-storage';
import { privatePdfDownload } from '../../../storage/private-download';
import { dayToDate } from '../../../validation/calendar-day';
import { mapCertificatePerson, type CertificateListQueryDto, type CertificatePageDto, type CertificatePeoplePageDto, type NewCertificateDto } from '../dtos/volunteer-portal-hr.dto';
import { isPageRequest, pageRequest, searchText, type PageQueryDto } from '../../../dtos/page-query.dto';
import { PortalPeople } from '../portal-people';
import { newCertificateCode } from './certificate-code';
import { renderCertificatePdf } from './certificate-pdf';
import { SiteSettingsService } from '../../../settings/site-settings.service';
import { HoursService } from '../../../domains/people/volunteering/services/hours.service';

const CERTIFICATE_FOLDER = 'certificates';
/** A code already taken (1 in 2^60 per certificate) is drawn again; more than this many times means a fault. */
const CODE_ATTEMPTS = 3;
export const CERTIFICATE_NEEDS_ENGAGEMENT = 'Certificates are issued to onboarded, active or former volunteers and interns only.';

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message, errors: { [field]: [message] } });
}

/** HR's Certificates tab: issue (PDF stored and mailed to the holder), list, revoke with a reason, download. */
@Injectable()
export class CertificatesService {
  constructor(
    private readonly certificates: CertificateRepository,
    private readonly people: PortalPeople,
    private readonly storage: FileStorage,
    private readonly settings: SiteSettingsService,
    private readonly audit: AuditTrail,
    private readonly hours: HoursService,
  ) {}

  /** Every certificate, newest first, without list parameters (as before paging); one page with any. */
  async list(query: CertificateListQueryDto): Promise<CertificateDto[] | CertificatePageDto> {
    const withPeople = (certificates: CertificateRecord[]) => this.people.withPeople(certificates, (certificate, person) => mapCertificate(certificate, { person }));
    if (!isPageRequest(query)) return withPeople(await this.certificates.listNewestFirst());
    const { page, pageSize, sort } = pageRequest(query, CERTIFICATE_SORT_DEFAULT);
    const { rows, total } = await this.certificates.listPage({ page, pageSize, sort, status: query.status, search: searchText(query) });
    return { items: await withPeople(rows), total, page, pageSize };
  }

  /** Whom the issue dialog offers: a page of the certifiable people, by name, perhaps searched. */
  async certifiablePeople(query: PageQueryDto): Promise<CertificatePeoplePageDto> {
    const { page, pageSize } = pageRequest(query, 'name');
    const { rows, total } = await this.people.certifiable({ page, pageSize }, searchText(query));
    return { items: rows.map(mapCertificatePerson), total, page, pageSize };
  }

  async issue(actor: Actor, dto: NewCertificateDto): Promise<CertificateDto> {
    if (dto.to < dto.from) throw invalid('to', VOLUNTEER_MESSAGES.certificatePeriodOrder);
    const person = await this.people.findById(dto.applicantId);
    if (!person) throw invalid('applicantId', VOLUNTEER_MESSAGES.certificateHolderNotFound);
    if (!CERTIFIABLE_STATUSES.includes(person.status)) throw new ConflictException(CERTIFICATE_NEEDS_ENGAGEMENT);
    const origin = await this.settings.linkOrigin();

    // The hours are the approved total of the period; other hours only with HR's reason, kept on the certificate.
    const approved = await this.hours.approvedWholeHours(String(person._id), dto.from, dto.to);
    const hoursReason = dto.hoursReason?.trim() ?? '';
    if (dto.hours != null && approved !== null && dto.hours !== approved && !hoursReason) throw new MessageError(HttpStatus.BAD_REQUEST, 'sessionsCertificateHoursReason', { hours: approved });
    // HR's choice, else the language the person applied in (the one their mails are in).
    const language = dto.language ?? person.language ?? 'en';
    const record = await this.createWithFreshCode({
      applicantId: person._id,
      holderName: person.name,
      type: dto.type,
      role: dto.role,
      from: dayToDate(dto.from),
      to: dayToDate(dto.to),
      hours: dto.hours ?? approved ?? undefined,
      hoursReason,
      description: dto.description ?? '',
      signatoryName: dto.signatoryName,
      signatoryTitle: dto.signatoryTitle,
      language,
      issuedAt: new Date(),
      issuedBy: actor.email,
    });
    // A Hindi certificate's QR code opens the Hindi check page; one in both languages the English one.
    const verifyUrl = `${origin}${localizedPath(certificateVerifyPath(record.code), language === 'hi' ? 'hi' : 'en')}`;
    const identity = await this.settings.societyIdentity();
    const society = { name: identity.name, address: identity.addressLines.join(', '), isExample: !identity.complete };
    let pdfPath: string;
    try {
      const pdf = await renderCertificatePdf({ ...record, from: dto.from, to: dto.to, society, logo: await this.settings.printLogo(), verifyUrl });
      pdfPath = await this.storage.save('private', CERTIFICATE_FOLDER, pdf, 'pdf');
      await this.certificates.setPdfPath(String(record._id), pdfPath);
    } catch (error) {
      // No PDF, no certificate: nobody has seen its code yet.
      await this.certificates.deleteUnissued(String(record._id));
      throw error;
    }
    const issued = { ...record, pdfPath };
    const locale = person.language ?? 'en';
    const mailedUrl = `${origin}${localizedPath(certificateVerifyPath(record.code), locale)}`;
    await this.people.send(person, certificateIssuedMail({ name: person.name, societyName: await this.people.societyName(locale), type: record.type, code: record.code, verifyUrl: mailedUrl, locale }), {
      key: pdfPath,
      name: certificateFileName(record.code),
    });
    await this.audit.record(actor, { kind: 'certificate', action: 'issue', recordId: String(record._id), recordLabel: `${record.code}: ${person.name}`, after: certificateView(issued) });
    return mapCertificate(issued, { person: mapPersonSummary(person) });
  }

  async revoke(actor: Actor, id: string, reason: string): Promise<CertificateDto> {
    const certificate = await this.certificates.findById(id);
    if (!certificate) throw new NotFoundException(VOLUNTEER_MESSAGES.certificateNotFound);
    if (certificate.revokedAt) throw new ConflictException(VOLUNTEER_MESSAGES.alreadyRevoked);
    const revoked = await this.certificates.revoke(id, { revokedAt: new Date(), revocationReason: reason, revokedBy: actor.email });
    if (!revoked) throw new ConflictException(VOLUNTEER_MESSAGES.alreadyRevoked);
    const person = await this.people.findById(String(certificate.applicantId));
    if (person) await this.people.send(person, certificateRevokedMail({ name: person.name, societyName: await this.people.societyName(person.language), code: certificate.code, reason, locale: person.language ?? 'en' }));
    await this.audit.record(actor, { kind: 'certificate', action: 'revoke', recordId: id, recordLabel: `${certificate.code}: ${certificate.holderName}`, before: certificateView(certificate), after: certificateView(revoked) });
    return mapCertificate(revoked, { person: person ? mapPersonSummary(person) : undefined });
  }

  async download(id: string, response: Response): Promise<StreamableFile> {
    const certificate = await this.certificates.findById(id);
    if (!certificate) throw new NotFoundException(VOLUNTEER_MESSAGES.certificateNotFound);
    return privatePdfDownload(this.storage, certificate.pdfPath, certificateFileName(certificate.code), response, VOLUNTEER_MESSAGES.certificateNotFound);
  }

  private async createWithFreshCode(fields: Omit<Parameters<CertificateRepository['create']>[0], 'code'>): Promise<CertificateRecord> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.certificates.create({ ...fields, code: newCertificateCode() });
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }
}
