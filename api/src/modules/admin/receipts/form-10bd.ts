import type { PaymentMode } from '@society/contracts';
import { indianDate } from './financial-year';

/*
 * Form 10BD, Part B ("Details of the donors and donations"), CSV bulk upload.
 * Column order from the Income Tax Department's "Instructions for filling Form 10BD – Part-B Details of donors
 * and donation CSV Template" (field table: Sl. No., Pre-Acknowledgement Number, ID Code, Unique Identification
 * Number, Section Code, Unique Registration Number (URN), Date of Issuance of URN, Name of donor, Address of
 * donor, Donation Type, Mode of receipt, Amount of donation), as republished by taxguru.in and thetaxtalk.com,
 * and the same order in Part B of Form No. 10BD itself (Rule 18AB, CBDT notification 19/2021). The official
 * template file could not be downloaded here, so the dropdown values below (Annexure I/II) are the descriptive
 * names used in the form's notes, not confirmed codes: check them against a freshly downloaded template.
 */
export const FORM_10BD_COLUMNS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

export const ID_CODE_PAN = 'Permanent Account Number';
export const SECTION_CODE_80G = 'Section 80G';
/** Donations through the site are neither corpus nor a specific grant. */
export const DONATION_TYPE_OTHERS = 'Others';

/** The form's modes: 'Cash', 'Kind', 'Electronic modes including account payee cheque/draft', 'Others'. */
export function modeOfReceipt(mode: PaymentMode): string {
  if (mode === 'Cash') return 'Cash';
  return mode === 'Other' ? 'Others' : 'Electronic modes including account payee cheque/draft';
}

/**
 * Donors without PAN are a file of their own (GET /api/admin/donations/form-10bd-follow-up.csv), so the
 * Form 10BD file uploads as downloaded. Its first line says what it is for.
 */
export const FOLLOW_UP_TITLE = 'Donors without PAN: ask for a PAN (or Aadhaar) before filing Form 10BD; this file is not uploaded';
export const FOLLOW_UP_COLUMNS = ['Name of donor', 'Email', 'Address of donor', 'Mode of receipt', 'Amount of donation (Indian rupees)', 'Receipt numbers'] as const;

/** One donation with a current (not voided) receipt. */
export interface ReceiptedDonation {
  name: string;
  email: string;
  address: string;
  pan: string;
  mode: PaymentMode;
  amount: number;
  date: Date;
  receiptNumber: string;
}

export interface Form10bdRow {
  pan: string;
  name: string;
  address: string;
  donationType: string;
  modeOfReceipt: string;
  /** Summed in paise so that rupee fractions add up exactly. */
  amountPaise: number;
}

export interface FollowUpRow {
  name: string;
  email: string;
  address: string;
  modeOfReceipt: string;
  amountPaise: number;
  receiptNumbers: string[];
}

/**
 * The form asks for one row per donor and kind of donation for the year: donations with the same PAN,
 * donation type and mode of receipt are summed (name and address from the latest one). Donors without a PAN
 * cannot be filed as they are; they are grouped by email for follow-up instead of being dropped.
 * Donations are added one at a time, oldest first, so a year is read from a cursor: memory grows with the
 * donors, not the donations.
 */
export class Form10bdGroups {
  private readonly rows = new Map<string, Form10bdRow>();
  private readonly followUp = new Map<string, FollowUpRow>();

  add(donation: ReceiptedDonation): void {
    const { rows, followUp } = this;
    const mode = modeOfReceipt(donation.mode);
    const paise = Math.round(donation.amount * 100);
    if (donation.pan) {
      const key = [donation.pan, DONATION_TYPE_OTHERS, mode].join('|');
      const row = rows.get(key) ?? { pan: donation.pan, name: '', address: '', donationType: DONATION_TYPE_OTHERS, modeOfReceipt: mode, amountPaise: 0 };
      rows.set(key, { ...row, name: donation.name, address: donation.address || row.address, amountPaise: row.amountPaise + paise });
    } else {
      // A donor whose data was erased has no email left: each of their donations stands alone, never merged
      // with another erased donor's.
      const key = donation.email ? [donation.email, mode].join('|') : `receipt|${donation.receiptNumber}`;
      const row = followUp.get(key) ?? { name: '', email: donation.email, address: '', modeOfReceipt: mode, amountPaise: 0, receiptNumbers: [] };
      followUp.set(key, {
        ...row,
        name: donation.name,
        address: donation.address || row.address,
        amountPaise: row.amountPaise + paise,
        receiptNumbers: [...row.receiptNumbers, donation.receiptNumber],
      });
    }
  }

  result(): { rows: Form10bdRow[]; followUp: FollowUpRow[] } {
    return { rows: [...this.rows.values()], followUp: [...this.followUp.values()] };
  }
}

/** The groups of a list of donations in any order. */
export function groupForForm10bd(donations: readonly ReceiptedDonation[]): { rows: Form10bdRow[]; followUp: FollowUpRow[] } {
  const groups = new Form10bdGroups();
  for (const donation of [...donations].sort((a, b) => a.date.getTime() - b.date.getTime())) groups.add(donation);
  return groups.result();
}

/** 250000 paise → '2500'; 9950 → '99.50'. */
export function rupeesFromPaise(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** The CSV rows to upload, in template order (nothing else: the file uploads as downloaded). */
export function form10bdTable(grouped: { rows: Form10bdRow[] }, registration: { urn: string; urnDate: string }): string[][] {
  const table: string[][] = [[...FORM_10BD_COLUMNS]];
  grouped.rows.forEach((row, index) => {
    table.push([
      String(index + 1),
      '',
      ID_CODE_PAN,
      row.pan,
      SECTION_CODE_80G,
      registration.urn,
      registration.urnDate ? indianDate(registration.urnDate) : '',
      row.name,
      row.address,
      row.donationType,
      row.modeOfReceipt,
      rupeesFromPaise(row.amountPaise),
    ]);
  });
  return table;
}

/** The follow-up file: its title, then the donors without PAN (the columns' line alone when there are none). */
export function form10bdFollowUpTable(grouped: { followUp: FollowUpRow[] }): string[][] {
  return [
    [FOLLOW_UP_TITLE],
    [...FOLLOW_UP_COLUMNS],
    ...grouped.followUp.map((row) => [row.name, row.email, row.address, row.modeOfReceipt, rupeesFromPaise(row.amountPaise), row.receiptNumbers.join(' ')]),
  ];
}
