import type { SettingsSection } from '@society/contracts';
import type { StoredSections } from '../database/schemas/site-settings.schema';

export interface ChecklistItem {
  section: SettingsSection;
  item: string;
}

type Check = [section: SettingsSection, item: string, isSet: (sections: StoredSections) => boolean];

const set = (value: string) => value.trim() !== '';

/**
 * What must be the society's own before the site goes live ("Before going live" on the admin dashboard), in
 * the Site tab's order. Pictures are not listed: the site has its own artwork until they are chosen.
 */
const CHECKS: Check[] = [
  ['identity', 'Registered name', (s) => set(s.identity.name)],
  ['identity', 'Registration number', (s) => set(s.identity.registrationNumber)],
  ['identity', 'PAN', (s) => set(s.identity.pan)],
  ['identity', '12A registration number and date', (s) => set(s.identity.registration12A) && set(s.identity.registration12ADate)],
  ['identity', '80G registration number, date and validity', (s) => set(s.identity.registration80G) && set(s.identity.registration80GDate) && set(s.identity.registration80GValidUntil)],
  ['identity', 'Form 10BD registration (URN) and date', (s) => set(s.identity.registration10BD) && set(s.identity.registration10BDDate)],
  ['contacts', 'Public email', (s) => set(s.contacts.email)],
  ['contacts', 'Phone number (as shown and as dialled)', (s) => set(s.contacts.phoneDisplay) && set(s.contacts.phoneDial)],
  ['contacts', 'WhatsApp number', (s) => set(s.contacts.chatNumber)],
  ['contacts', 'Postal address', (s) => s.contacts.addressLines.some(set)],
  ['contacts', 'Map link and map embed', (s) => set(s.contacts.mapUrl) && set(s.contacts.mapEmbedUrl)],
  ['contacts', 'Grievance contact (privacy page)', (s) => set(s.contacts.grievanceName) && set(s.contacts.grievanceEmail)],
  ['social', 'At least one social page', (s) => Object.values(s.social.links).some(set)],
  ['payments', 'Bank account name and number', (s) => set(s.payments.accountName) && set(s.payments.accountNumber)],
  ['payments', 'IFSC, bank and branch', (s) => set(s.payments.ifsc) && set(s.payments.bankName) && set(s.payments.branch)],
  ['payments', 'UPI ID and payee name', (s) => set(s.payments.upiId) && set(s.payments.upiPayeeName)],
  ['payments', 'Cheque payee', (s) => set(s.payments.chequePayee)],
  ['site', 'Public address of the site', (s) => set(s.site.publicOrigin)],
  ['site', 'Footer credit line', (s) => set(s.site.footerCredit)],
];

export function missingSettings(sections: StoredSections): ChecklistItem[] {
  return CHECKS.filter(([, , isSet]) => !isSet(sections)).map(([section, item]) => ({ section, item }));
}

/** Donations open once every bank, UPI and cheque detail is set (the CSR email is optional). */
export function paymentsComplete({ payments: p }: StoredSections): boolean {
  return [p.accountName, p.accountNumber, p.ifsc, p.bankName, p.branch, p.upiId, p.upiPayeeName, p.chequePayee].every(set);
}

/** A receipt is valid under 80G only with the society's name, PAN and its 12A and 80G registrations. */
export function receiptIdentityComplete({ identity: i }: StoredSections): boolean {
  return [i.name, i.pan, i.registration12A, i.registration80G, i.registration80GValidUntil].every(set);
}
