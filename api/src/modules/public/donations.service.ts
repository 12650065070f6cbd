import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { DEFAULT_PAYMENT_MODE, MESSAGES, type Locale } from '@society/contracts';
import { DonationRepository } from '../../database/repositories/donation.repository';
import type { DonationRecord } from '../../database/schemas/donation.schema';
import { MailOutbox } from '../../mail/mail-outbox';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import { FileStorage } from '../../storage/file-storage';
import { ImageRejectedError, sanitizeImage } from '../../storage/image-sanitizer';
import { consentOf } from '../../dtos/public-form.dto';
import type { DonationRequestDto } from './dtos/donation.dto';

/** Payment screenshots are private: staff only, never under public/. */
export const DONATION_SCREENSHOT_FOLDER = 'donations';

@Injectable()
export class DonationsService {
  constructor(
    private readonly donations: DonationRepository,
    private readonly storage: FileStorage,
    private readonly mail: MailOutbox,
  ) {}

  async requestReceipt(dto: DonationRequestDto, screenshot?: UploadedFileData, language: Locale = 'en'): Promise<void> {
    const screenshotPath = screenshot ? await this.storeScreenshot(screenshot.buffer) : undefined;
    let donation: DonationRecord;
    try {
      donation = await this.donations.create({
        name: dto.name,
        email: dto.email,
        amount: dto.amount,
        mode: dto.mode ?? DEFAULT_PAYMENT_MODE,
        utr: dto.utr,
        address: dto.address ?? '',
        pan: dto.pan ?? '',
        ...(dto.reference ? { reference: dto.reference } : {}),
        screenshotPath,
        consent: consentOf(dto),
        language,
      });
    } catch (error) {
      // No record, no file: a failed request leaves nothing behind.
      if (screenshotPath) await this.storage.remove(screenshotPath);
      throw error;
    }
    // Queued, not sent: a slow or failing mail server never delays or fails the request.
    await this.mail.queueAcknowledgement(donation);
  }

  private async storeScreenshot(upload: Buffer): Promise<string> {
    let image;
    try {
      image = await sanitizeImage(upload);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new UnsupportedMediaTypeException(MESSAGES.donationBadType);
      throw error;
    }
    return this.storage.save('private', DONATION_SCREENSHOT_FOLDER, image.data, image.extension);
  }
}
