import type { IdentitySettings, PaymentSettings } from '@society/contracts';

/**
 * First-start defaults of the Site tab, from the environment: when the settings document is created (the
 * very first start on a database), each variable that is set fills its field. After that the Site tab is
 * the one source and these variables are not read again; none of them is required.
 */
export interface SettingsSeed {
  identity: Partial<Pick<IdentitySettings, 'name' | 'pan' | 'registration80G' | 'registration80GValidUntil' | 'registration12A' | 'registration10BD' | 'registration10BDDate'>>;
  contacts: { addressLines?: string[] };
  payments: Partial<PaymentSettings>;
  site: { publicOrigin?: string };
}

/** Each seeding variable and the field it fills. */
export const SEED_VARIABLES = {
  SOCIETY_NAME: ['identity', 'name'],
  SOCIETY_PAN: ['identity', 'pan'],
  SOCIETY_80G_NUMBER: ['identity', 'registration80G'],
  SOCIETY_80G_VALID_UNTIL: ['identity', 'registration80GValidUntil'],
  SOCIETY_12A_NUMBER: ['identity', 'registration12A'],
  SOCIETY_10BD_REGISTRATION_NUMBER: ['identity', 'registration10BD'],
  SOCIETY_10BD_REGISTRATION_DATE: ['identity', 'registration10BDDate'],
  BANK_ACCOUNT_NAME: ['payments', 'accountName'],
  BANK_ACCOUNT_NUMBER: ['payments', 'accountNumber'],
  BANK_IFSC: ['payments', 'ifsc'],
  BANK_NAME: ['payments', 'bankName'],
  BANK_BRANCH: ['payments', 'branch'],
  UPI_ID: ['payments', 'upiId'],
  UPI_PAYEE_NAME: ['payments', 'upiPayeeName'],
  CSR_EMAIL: ['payments', 'csrEmail'],
  PUBLIC_ORIGIN: ['site', 'publicOrigin'],
} as const;
export type SeedVariable = keyof typeof SEED_VARIABLES | 'SOCIETY_ADDRESS';

/** The seed from validated variables (unset ones are undefined). SOCIETY_ADDRESS: one line, or several separated by newlines. */
export function settingsSeedFrom(values: Partial<Record<SeedVariable, string>>): SettingsSeed {
  const seed: SettingsSeed = { identity: {}, contacts: {}, payments: {}, site: {} };
  for (const [variable, [section, field]] of Object.entries(SEED_VARIABLES)) {
    const value = values[variable as SeedVariable];
    if (value !== undefined) (seed[section] as Record<string, string>)[field] = value;
  }
  // Cheques are made out to the account's name unless the admin says otherwise.
  if (seed.payments.accountName !== undefined) seed.payments.chequePayee = seed.payments.accountName;
  if (values.SOCIETY_ADDRESS !== undefined) {
    seed.contacts.addressLines = values.SOCIETY_ADDRESS.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  }
  return seed;
}
