import {
  DATA_REQUEST_RESPONSE_DEFAULT_DAYS,
  DATA_REQUEST_RESPONSE_MAX_DAYS,
  DONATION_RECORDS_DEFAULT_YEARS,
  RETENTION_KINDS,
  RETENTION_MAX_DAYS,
  RETENTION_RULES,
  type RetentionKind,
} from '@society/contracts';

/** The retention schedule and the periods the society publishes (RETENTION_*_DAYS and friends). */
export interface DataProtectionSettings {
  /** Days each kind of data is kept before the daily job deletes it. */
  retentionDays: Record<RetentionKind, number>;
  /** Donation records and receipts are kept this many years for income tax (DONATION_RECORDS_RETENTION_YEARS). */
  donationRecordsYears: number;
  /** A data-rights request is answered within this many days (DATA_REQUEST_RESPONSE_DAYS, at most 90). */
  requestResponseDays: number;
  /** RETENTION_SCHEDULE=off stops the daily job in this process (test runs; another replica still runs it). */
  scheduleEnabled: boolean;
}

/** The environment variable of each kind: RETENTION_CONTACT_MESSAGES_DAYS, ... */
export const RETENTION_VARIABLES: Record<RetentionKind, string> = Object.fromEntries(
  RETENTION_KINDS.map((kind) => [kind, `RETENTION_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_DAYS`]),
) as Record<RetentionKind, string>;

/** A whole number from min to max written in decimal, or undefined when it is not one. */
function wholeNumberIn(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads the data-protection variables from the (non-empty) environment; returns the settings, or one
 * message per malformed variable for loadConfig to refuse the start with.
 */
export function dataProtectionSettings(env: Record<string, string>): { settings: DataProtectionSettings; errors: string[] } {
  const errors: string[] = [];
  const read = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = env[name];
    if (raw === undefined) return fallback;
    const value = wholeNumberIn(raw, min, max);
    if (value === undefined) errors.push(`${name} must be a whole number of ${unit} from ${min} to ${max}`);
    return value ?? fallback;
  };
  const retentionDays = Object.fromEntries(
    RETENTION_KINDS.map((kind) => {
      const rule = RETENTION_RULES[kind];
      return [kind, read(RETENTION_VARIABLES[kind], rule.defaultDays, rule.minDays, RETENTION_MAX_DAYS, 'days')];
    }),
  ) as Record<RetentionKind, number>;
  const settings: DataProtectionSettings = {
    retentionDays,
    donationRecordsYears: read('DONATION_RECORDS_RETENTION_YEARS', DONATION_RECORDS_DEFAULT_YEARS, 1, 30, 'years'),
    scheduleEnabled: env.RETENTION_SCHEDULE !== 'off',
    requestResponseDays: read('DATA_REQUEST_RESPONSE_DAYS', DATA_REQUEST_RESPONSE_DEFAULT_DAYS, 1, DATA_REQUEST_RESPONSE_MAX_DAYS, 'days'),
  };
  if (env.RETENTION_SCHEDULE !== undefined && !['on', 'off'].includes(env.RETENTION_SCHEDULE)) errors.push('RETENTION_SCHEDULE must be on or off');
  return { settings, errors };
}
