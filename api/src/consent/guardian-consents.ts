import { BadRequestException, Injectable, NotFoundException, StreamableFile, UnsupportedMediaTypeException, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { DEFAULT_GUARDIAN_LANGUAGE, GUARDIAN_CONSENT_MESSAGES, UPLOAD_LIMITS, type ConsentMethod, type GuardianLanguage, type GuardianRelation } from '@society/contracts';
import type { GuardianConsent } from '../database/schemas/guardian-consent.schema';
import type { GuardianConsentDto } from '../dtos/guardian-consent.dto';
import { FileUploadBody, type UploadedFileData } from '../middleware/single-file-upload';
import type { Actor } from '../security/auth-user';
import { FileStorage, imageContentType } from '../storage/file-storage';
import { ImageRejectedError, sanitizeImage } from '../storage/image-sanitizer';
import { dayToDate } from '../validation/calendar-day';

/** Signed consent forms are a child's and a guardian's papers: private storage only, served to staff by checked routes. */
export const CONSENT_FORM_FOLDER = 'consent-forms';

const isPdf = (data: Buffer) => data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-';

/**
 * The rules of a guardian's consent shared by students (team) and applicants under 18 (HR): what a valid
 * record needs, where its signed form is kept, how it is served and how it is removed.
 */
@Injectable()
export class GuardianConsents {
  constructor(private readonly storage: FileStorage) {}

  /**
   * The consent to store, recorded by `actor` now. A signed form needs its file (a replaced record may keep
   * the form already stored); the file is saved before the record, and `discard` undoes that on failure.
   */
  async build(actor: Actor, dto: GuardianConsentDto, file: UploadedFileData | undefined, previous?: GuardianConsent): Promise<GuardianConsent> {
    if (dto.consentMethod === 'signed-form' && !file && !previous?.signedFormPath) {
      throw new BadRequestException({ statusCode: 400, message: GUARDIAN_CONSENT_MESSAGES.signedFormRequired, errors: { signedForm: [GUARDIAN_CONSENT_MESSAGES.signedFormRequired] } });
    }
    const signedFormPath = dto.consentMethod !== 'signed-form' ? undefined : file ? await this.storeForm(file.buffer) : previous?.signedFormPath;
    return {
      guardianName: dto.guardianName,
      relation: dto.guardianRelation,
      phone: dto.guardianPhone,
      method: dto.consentMethod,
      idDocumentSeen: dto.consentMethod === 'in-person' ? dto.idDocumentSeen : undefined,
      signedFormPath,
      consentDate: dayToDate(dto.consentDate),
      // A replaced record keeps the guardian's language unless the form names one ('' from a multipart form is none).
      language: dto.language || previous?.language || DEFAULT_GUARDIAN_LANGUAGE,
      // Photos need the guardian's own yes each time the consent is recorded: not said is no (issue 45).
      photoConsent: dto.photoConsent === true,
      recordedBy: actor.email,
      recordedAt: new Date(),
    };
  }

  /** Removes the form a record no longer uses (a replaced or withdrawn consent, a failed save). */
  async discard(consent: GuardianConsent | undefined, keep?: GuardianConsent): Promise<void> {
    if (consent?.signedFormPath && consent.signedFormPath !== keep?.signedFormPath) await this.storage.remove(consent.signedFormPath);
  }

  /** The signed form as a download: no cache keeps it, no browser sniffs it. */
  async download(consent: GuardianConsent | undefined, fileName: string, response: Response): Promise<StreamableFile> {
    const key = consent?.signedFormPath;
    const extension = key ? key.slice(key.lastIndexOf('.') + 1) : '';
    const type = extension === 'pdf' ? 'application/pdf' : imageContentType(extension);
    const file = key && type ? await this.storage.open(key) : null;
    if (!file || !type) throw new NotFoundException(GUARDIAN_CONSENT_MESSAGES.noForm);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type, length: file.size, disposition: `attachment; filename="${fileName}.${extension}"` });
  }

  /** A PDF is kept as sent (it is only ever downloaded, never shown inline); an image is decoded and re-encoded. */
  private async storeForm(data: Buffer): Promise<string> {
    if (isPdf(data)) return this.storage.save('private', CONSENT_FORM_FOLDER, data, 'pdf');
    try {
      const image = await sanitizeImage(data);
      return await this.storage.save('private', CONSENT_FORM_FOLDER, image.data, image.extension);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new UnsupportedMediaTypeException(GUARDIAN_CONSENT_MESSAGES.formBadType);
      throw error;
    }
  }
}

/** The consent as its owner's access export gives it (a child's guardian, an applicant under 18): the form only as held. */
export function guardianConsentExport(consent: GuardianConsent | undefined) {
  if (!consent) return null;
  return {
    guardianName: consent.guardianName,
    relation: consent.relation,
    phone: consent.phone,
    method: consent.method,
    identityDocumentSeen: consent.idDocumentSeen ?? '',
    signedForm: consent.signedFormPath ? 'held privately (ask us for a copy)' : 'none',
    consentDate: consent.consentDate.toISOString().slice(0, 10),
    language: guardianLanguage(consent),
    photoConsent: consent.photoConsent === true ? 'yes' : 'no',
    recordedAt: consent.recordedAt.toISOString(),
  };
}

/** The language to write to the guardian in: their consent's, or Hindi for a record that names none. */
export function guardianLanguage(consent: Pick<GuardianConsent, 'language'> | undefined | null): GuardianLanguage {
  return consent?.language ?? DEFAULT_GUARDIAN_LANGUAGE;
}

/** The guardian in the words of the activity log: never the phone, never the file. */
export function guardianConsentView(consent: GuardianConsent | undefined): Record<string, string | null> {
  return {
    guardianConsent: consent ? `${consent.relation as GuardianRelation}, ${consent.method}${consent.idDocumentSeen ? ` (${consent.idDocumentSeen})` : ''}, given ${consent.consentDate.toISOString().slice(0, 10)}${consent.photoConsent ? ', photos allowed' : ''}` : null,
  };
}

/**
 * The body of a route that records a guardian's consent: the fields as JSON, or multipart with the signed form.
 * A `firstRecord` (a new student) has no form on record, so consent by signed form needs the file (build()).
 */
export function GuardianConsentBody(fields: Type<unknown>, { firstRecord = false } = {}): MethodDecorator & ClassDecorator {
  return FileUploadBody({
    fields,
    field: 'signedForm',
    maxBytes: UPLOAD_LIMITS.signedConsentForm.bytes,
    tooLargeMessage: GUARDIAN_CONSENT_MESSAGES.formTooLarge,
    badTypeMessage: GUARDIAN_CONSENT_MESSAGES.formBadType,
    fileRequired: false,
    ...(firstRecord ? { fileRequiredWhen: { field: 'consentMethod', values: ['signed-form'] satisfies ConsentMethod[] } } : {}),
    acceptsJson: true,
    fileDescription: "The guardian's signed consent form: PDF, JPEG, PNG or WebP (required when consentMethod is 'signed-form')",
  });
}
