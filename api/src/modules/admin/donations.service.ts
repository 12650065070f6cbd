import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DonationRepository } from '../../database/repositories/donation.repository';
import type { DonationRecord } from '../../database/schemas/donation.schema';
import { FileStorage, imageContentType } from '../../storage/file-storage';
import { mapDonation, type DonationRecordDto, type DonationStatusDto } from './dtos/donation.dto';

export const DONATION_MESSAGES = {
  notFound: 'Donation not found',
  alreadyGenerated: 'Receipt already generated',
  onlyTrue: 'receiptGenerated can only be set to true',
  noScreenshot: 'Screenshot not found',
} as const;

export interface ScreenshotFile {
  stream: Readable;
  size: number;
  contentType: string;
}

@Injectable()
export class AdminDonationsService {
  constructor(
    private readonly donations: DonationRepository,
    private readonly storage: FileStorage,
  ) {}

  async list(): Promise<DonationRecordDto[]> {
    return (await this.donations.listNewestFirst()).map(mapDonation);
  }

  /** Pending → Done, once (SPEC §4): a receipt, once sent, cannot be taken back. */
  async markReceiptGenerated(id: string, dto: DonationStatusDto): Promise<DonationRecordDto> {
    const donation = await this.findOrThrow(id);
    if (donation.receiptGenerated) throw new ConflictException(DONATION_MESSAGES.alreadyGenerated);
    if (dto.receiptGenerated !== true) throw new BadRequestException(DONATION_MESSAGES.onlyTrue);
    // Another admin may have done it in between: the update only matches a pending donation.
    if (!(await this.donations.markReceiptGenerated(id))) throw new ConflictException(DONATION_MESSAGES.alreadyGenerated);
    return mapDonation(await this.findOrThrow(id));
  }

  /** The donor's payment screenshot (a private file); 404 when the donation has none. */
  async openScreenshot(id: string): Promise<ScreenshotFile> {
    const key = (await this.findOrThrow(id)).screenshotPath;
    const contentType = key ? imageContentType(key.slice(key.lastIndexOf('.') + 1)) : undefined;
    const file = key && contentType ? await this.storage.open(key) : null;
    if (!file || !contentType) throw new NotFoundException(DONATION_MESSAGES.noScreenshot);
    return { ...file, contentType };
  }

  private async findOrThrow(id: string): Promise<DonationRecord> {
    const donation = await this.donations.findById(id);
    if (!donation) throw new NotFoundException(DONATION_MESSAGES.notFound);
    return donation;
  }
}
