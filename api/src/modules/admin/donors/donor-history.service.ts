import { Injectable, NotFoundException } from '@nestjs/common';
import type { DonorHistory } from '@society/contracts';
import { DonationRepository } from '../../../database/repositories/donation.repository';
import { DonorHistoryRepository } from '../../../database/repositories/donor-history.repository';
import { Form10beCertificateRepository } from '../../../database/repositories/form-10be-certificate.repository';
import { DONATION_MESSAGES } from '../donations.service';
import { Form10beService } from '../form-10be/form-10be.service';
import { financialYearOf } from '../receipts/financial-year';

/** Rupees with paise, summed without float drift. */
const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + Math.round(amount * 100), 0)) / 100;

/**
 * A donor's history (issue 33), opened from any of their donations: every gift with its receipt (and voided
 * ones), and every Form 10BE, by financial year, newest first. The donor is found by the donation's PAN,
 * else by its email.
 */
@Injectable()
export class DonorHistoryService {
  constructor(
    private readonly donations: DonationRepository,
    private readonly history: DonorHistoryRepository,
    private readonly certificates: Form10beCertificateRepository,
    private readonly form10be: Form10beService,
  ) {}

  async ofDonation(id: string): Promise<DonorHistory> {
    const donation = await this.donations.findById(id);
    if (!donation) throw new NotFoundException(DONATION_MESSAGES.notFound);
    const by = donation.pan ? 'pan' : 'email';
    // A donation whose donor's data was erased has no email left: it stands alone.
    const gifts = donation.pan ? await this.history.listByPan(donation.pan) : donation.email ? await this.history.listByEmail(donation.email) : [donation];
    // A donor without PAN: the certificates matched to any of their donations.
    const certificates = await this.form10be.views(
      donation.pan ? await this.certificates.listOfPan(donation.pan) : await this.certificates.listOfDonations(gifts.map((gift) => String(gift._id))),
    );
    const years = new Map<string, DonorHistory['years'][number]>();
    const year = (financialYear: string) => {
      const entry = years.get(financialYear) ?? { financialYear, total: 0, donations: [], form10be: [] };
      years.set(financialYear, entry);
      return entry;
    };
    for (const gift of gifts) {
      year(financialYearOf(gift.date)).donations.push({
        id: String(gift._id),
        date: gift.date.toISOString(),
        amount: gift.amount,
        mode: gift.mode,
        receiptNumber: gift.receipt?.number ?? null,
        receiptDate: gift.receipt?.issuedAt.toISOString() ?? null,
        voidedReceipts: (gift.voidedReceipts ?? []).map((voided) => voided.number),
      });
    }
    for (const certificate of certificates) year(certificate.financialYear).form10be.push({ id: certificate.id, arn: certificate.arn, amount: certificate.amount, mail: certificate.mail });
    for (const entry of years.values()) entry.total = sum(entry.donations.map((gift) => gift.amount));
    const sorted = [...years.values()].sort((a, b) => b.financialYear.localeCompare(a.financialYear));
    // The latest gift names the donor (gifts are newest first).
    const latest = gifts[0] ?? donation;
    return {
      by,
      donor: { name: latest.name, email: latest.email, pan: donation.pan ?? '' },
      total: sum(sorted.map((entry) => entry.total)),
      years: sorted,
    };
  }
}
