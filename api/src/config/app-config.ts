import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { aadhaarKeyFrom, parseAadhaarKey, parseAadhaarKeyList, type AadhaarKey } from './aadhaar-key';
import { EnvironmentVariables, type LOG_LEVELS, type NODE_ENVS } from './environment.dto';
import { DEFAULT_MAIL_POLL_MS, type MailSettings } from './mail-settings';
import { dataProtectionSettings, type DataProtectionSettings } from './data-protection-settings';
import { S3_VARIABLES, type StorageSettings } from './storage-settings';
import { settingsSeedFrom, type SettingsSeed } from './settings-seed';


/** Thrown when the environment is missing or malformed; main.ts prints its message as one line. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The validated, typed configuration, injected by class; the environment is read once, by main.ts. */
export class AppConfig {
  readonly mongodbUri: string;
  readonly jwtSecret: string;
  readonly jwtExpiresInSeconds: number;
  readonly port: number;
  readonly host: string;
  readonly adminEmail: string;
  readonly adminPassword: string | undefined;
  /** The local driver's folder (UPLOAD_DIR); unused with STORAGE_DRIVER=s3. */
  readonly uploadDir: string;
  /** Which storage driver keeps uploads (STORAGE_DRIVER), with the bucket's settings for s3. */
  readonly storage: StorageSettings;
  readonly logLevel: (typeof LOG_LEVELS)[number];
  readonly trustProxy: boolean | number | string;
  readonly nodeEnv: (typeof NODE_ENVS)[number];
  /** First-start defaults of the Site tab (SOCIETY_*, BANK_*, UPI_*, CSR_EMAIL, PUBLIC_ORIGIN); read once, when the settings are created. */
  readonly settingsSeed: SettingsSeed;
  /** Encrypts Aadhaar numbers at rest (AADHAAR_ENCRYPTION_KEY). */
  readonly aadhaarKey: AadhaarKey;
  /** Keys of before a rotation (AADHAAR_PREVIOUS_KEYS): they still open stored numbers until those are re-sealed. */
  readonly aadhaarPreviousKeys: AadhaarKey[];
  /** Outgoing mail; null when SMTP_URL is unset (mail disabled: nothing is queued or sent). */
  readonly mail: MailSettings | null;
  /** RATE_LIMIT_FACTOR: every rate limit's maximum is multiplied by it (1 in production; test runs raise it). */
  readonly rateLimitFactor: number;
  /** The retention schedule and the periods the society publishes for its data duties (RETENTION_*_DAYS...). */
  readonly dataProtection: DataProtectionSettings;

  constructor(values: AppConfig) {
    Object.assign(this, values);
    Object.freeze(this);
  }
}

function firstMessages(errors: ValidationError[]): string[] {
  // One message per variable keeps the line short; the first constraint is the most basic one.
  return errors.map((error) => Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`);
}

const SECONDS_PER_UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** '8h' → 28800; a bare number is seconds (jsonwebtoken would read a numeric string as milliseconds). */
function toSeconds(duration: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(duration);
  return match ? Number(match[1]) * SECONDS_PER_UNIT[match[2] || 's'] : NaN;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** SMTP_URL turns mail on; then MAIL_FROM must say who sends it. */
function mailSettings(parsed: EnvironmentVariables): MailSettings | null {
  if (parsed.SMTP_URL === undefined) return null;
  if (parsed.MAIL_FROM === undefined) {
    throw new ConfigError("Invalid configuration: MAIL_FROM must be set with SMTP_URL (for example 'Welfare Society <receipts@example.org>')");
  }
  return { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM.trim(), pollMs: parsed.MAIL_POLL_MS ?? DEFAULT_MAIL_POLL_MS };
}

/**
 * STORAGE_DRIVER=s3 needs a bucket and a region; keys are both given or both left to the SDK's default chain.
 * S3_* without STORAGE_DRIVER=s3 is refused: uploads would silently land on the local disk instead.
 */
function storageSettings(parsed: EnvironmentVariables): StorageSettings {
  if (parsed.STORAGE_DRIVER !== 's3') {
    const stray = S3_VARIABLES.filter((name) => parsed[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(`Invalid configuration: ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but STORAGE_DRIVER is not s3 (set STORAGE_DRIVER=s3 to store uploads in the bucket)`);
    }
    return { driver: 'local' };
  }
  const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => parsed[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set with STORAGE_DRIVER=s3 (for example S3_BUCKET=society-uploads S3_REGION=ap-south-1)`);
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const absent = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    throw new ConfigError(`Invalid configuration: ${absent} must be set too (give both S3 keys, or neither to use the AWS SDK's default credentials)`);
  }
  return {
    driver: 's3',
    bucket: parsed.S3_BUCKET as string,
    region: parsed.S3_REGION as string,
    endpoint: parsed.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Validates an environment (main.ts passes the process's own, once) and returns the typed config. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable (`ADMIN_PASSWORD=` in a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = plainToInstance(EnvironmentVariables, present, { excludeExtraneousValues: false });
  const errors = validateSync(parsed, { forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration: ${firstMessages(errors).join('; ')}`);
  }
  const dataProtection = dataProtectionSettings(present as Record<string, string>);
  if (dataProtection.errors.length > 0) throw new ConfigError(`Invalid configuration: ${dataProtection.errors.join('; ')}`);
  return new AppConfig({
    mongodbUri: parsed.MONGODB_URI,
    jwtSecret: parsed.JWT_SECRET,
    jwtExpiresInSeconds: toSeconds(parsed.JWT_EXPIRES_IN ?? '8h'),
    port: parsed.PORT ?? 3000,
    host: parsed.HOST ?? '127.0.0.1',
    adminEmail: parsed.ADMIN_EMAIL ?? 'admin@society.local',
    adminPassword: parsed.ADMIN_PASSWORD,
    uploadDir: path.resolve(parsed.UPLOAD_DIR ?? '.data/uploads'),
    storage: storageSettings(parsed),
    logLevel: (parsed.LOG_LEVEL ?? 'info') as AppConfig['logLevel'],
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY ?? 'loopback'),
    nodeEnv: (parsed.NODE_ENV ?? 'production') as AppConfig['nodeEnv'],
    settingsSeed: settingsSeedFrom(parsed),
    aadhaarKey: aadhaarKeyFrom(parseAadhaarKey(parsed.AADHAAR_ENCRYPTION_KEY) as Buffer),
    aadhaarPreviousKeys: (parseAadhaarKeyList(parsed.AADHAAR_PREVIOUS_KEYS ?? '') ?? []).map(aadhaarKeyFrom),
    mail: mailSettings(parsed),
    rateLimitFactor: parsed.RATE_LIMIT_FACTOR ?? 1,
    dataProtection: dataProtection.settings,
  });
}
