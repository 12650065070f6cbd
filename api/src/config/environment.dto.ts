import { isIP } from 'node:net';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { BANK_ACCOUNT_NUMBER_PATTERN, DONOR_ADDRESS_MAX, IFSC_PATTERN, LIMITS, PAN_PATTERN, UPI_ID_PATTERN } from '@society/contracts';
import { isCalendarDate, isOrigin } from '../validation/field-rules';
import { parseAadhaarKey, parseAadhaarKeyList } from './aadhaar-key';
import { isMailFrom, isSmtpUrl } from './mail-settings';
import { isS3Endpoint, S3_BUCKET_PATTERN, S3_REGION_PATTERN, STORAGE_DRIVERS } from './storage-settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;


/** A real calendar day written YYYY-MM-DD. */
const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Express's 'trust proxy' setting accepts, checked here so a typo stops the start with a clear line. */
function isTrustProxy(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^(true|false|\d+)$/.test(value)) return true;
  return value.split(',').every((item) => {
    const [address, prefix, ...rest] = item.trim().split('/');
    if (rest.length > 0) return false;
    if (prefix === undefined) return TRUST_NAMES.has(address) || isIP(address) !== 0;
    return isIP(address) !== 0 && (/^\d{1,3}$/.test(prefix) || isIP(prefix) === 4);
  });
}

/**
 * The environment the API accepts; every variable is validated once, at start-up.
 * With stopAtFirstError, class-validator runs the decorator nearest the property first: the most basic
 * check (present, right type) sits last so its message is the one shown.
 */
export class EnvironmentVariables {
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, { message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' })
  @IsNotEmpty({ message: 'MONGODB_URI is required (for example mongodb://127.0.0.1:27017/society)' })
  MONGODB_URI: string;

  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  @IsString()
  @IsNotEmpty({ message: 'JWT_SECRET is required (a random string of at least 32 characters)' })
  JWT_SECRET: string;

  // Required everywhere (npm start generates a local one once): without it no Aadhaar number could be stored.
  @ValidateBy({ name: 'isAadhaarKey', validator: { validate: (value) => parseAadhaarKey(value) !== null } }, {
    message: 'AADHAAR_ENCRYPTION_KEY must be 32 bytes written as base64 (44 characters) or hex (64 characters)',
  })
  @IsNotEmpty({ message: 'AADHAAR_ENCRYPTION_KEY is required (32 random bytes as base64 or 64 hex characters, e.g. from `openssl rand -base64 32`)' })
  AADHAAR_ENCRYPTION_KEY: string;

  // Only during a key rotation: the keys numbers may still be sealed with; re-sealed at start-up.
  @IsOptional()
  @ValidateBy({ name: 'isAadhaarKeyList', validator: { validate: (value) => parseAadhaarKeyList(value) !== null } }, {
    message: 'AADHAAR_PREVIOUS_KEYS must be keys written like AADHAAR_ENCRYPTION_KEY, separated by commas',
  })
  AADHAAR_PREVIOUS_KEYS?: string;

  @IsOptional()
  @Matches(/^[1-9]\d*(s|m|h|d)?$/, { message: 'JWT_EXPIRES_IN must look like 8h, 30m, 1d or a number of seconds' })
  JWT_EXPIRES_IN?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(65535, { message: 'PORT must be between 1 and 65535' })
  @Min(1, { message: 'PORT must be between 1 and 65535' })
  @IsInt({ message: 'PORT must be a whole number' })
  PORT?: number;

  @IsOptional()
  @Matches(/^[\w.:-]+$/, { message: 'HOST must be a host name or an IP address' })
  HOST?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(LIMITS.emailMax, { message: `ADMIN_EMAIL must be at most ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, {
    message: `ADMIN_PASSWORD must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`,
  })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  // Where uploads go: the local folder (default) or an S3-compatible bucket (S3_* below; see loadConfig).
  @IsOptional()
  @IsIn(STORAGE_DRIVERS, { message: `STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')}` })
  STORAGE_DRIVER?: string;

  @IsOptional()
  @Matches(S3_BUCKET_PATTERN, { message: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens' })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(S3_REGION_PATTERN, { message: 'S3_REGION must be a region name such as ap-south-1' })
  S3_REGION?: string;

  @IsOptional()
  @ValidateBy({ name: 'isS3Endpoint', validator: { validate: isS3Endpoint } }, {
    message: 'S3_ENDPOINT must be an http:// or https:// URL without credentials (for example https://minio.example.org:9000)',
  })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^\S{1,256}$/, { message: 'S3_ACCESS_KEY_ID must be 1 to 256 characters without spaces' })
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Matches(/^\S{1,256}$/, { message: 'S3_SECRET_ACCESS_KEY must be 1 to 256 characters without spaces' })
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @ValidateBy({ name: 'isTrustProxy', validator: { validate: isTrustProxy } }, {
    message: 'TRUST_PROXY must be true, false, a hop count, or a comma list of loopback/linklocal/uniquelocal/addresses/subnets',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(NODE_ENVS, { message: `NODE_ENV must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV?: string;

  // Test runs only (the contract test's fuzzing): multiplies every rate limit's maximum.
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'RATE_LIMIT_FACTOR must be a whole number from 1 to 1000000' })
  @Min(1, { message: 'RATE_LIMIT_FACTOR must be a whole number from 1 to 1000000' })
  @IsInt({ message: 'RATE_LIMIT_FACTOR must be a whole number from 1 to 1000000' })
  RATE_LIMIT_FACTOR?: number;

  // First-start defaults of the Site tab (config/settings-seed.ts): each one set fills its field once, when
  // the settings are first created; none is required, and the Site tab is the source from then on.
  @IsOptional()
  @MaxLength(LIMITS.nameMax, { message: `BANK_ACCOUNT_NAME must be at most ${LIMITS.nameMax} characters` })
  BANK_ACCOUNT_NAME?: string;

  @IsOptional()
  @Matches(BANK_ACCOUNT_NUMBER_PATTERN, { message: 'BANK_ACCOUNT_NUMBER must be 9 to 18 digits' })
  BANK_ACCOUNT_NUMBER?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(IFSC_PATTERN, { message: 'BANK_IFSC must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)' })
  BANK_IFSC?: string;

  @IsOptional()
  @MaxLength(LIMITS.nameMax, { message: `BANK_NAME must be at most ${LIMITS.nameMax} characters` })
  BANK_NAME?: string;

  @IsOptional()
  @MaxLength(LIMITS.nameMax, { message: `BANK_BRANCH must be at most ${LIMITS.nameMax} characters` })
  BANK_BRANCH?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(UPI_ID_PATTERN, { message: 'UPI_ID must look like name@handle (for example society@sbi)' })
  UPI_ID?: string;

  @IsOptional()
  @MaxLength(LIMITS.nameMax, { message: `UPI_PAYEE_NAME must be at most ${LIMITS.nameMax} characters` })
  UPI_PAYEE_NAME?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(LIMITS.emailMax, { message: `CSR_EMAIL must be at most ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: 'CSR_EMAIL must be an email address' })
  CSR_EMAIL?: string;

  @IsOptional()
  @MaxLength(LIMITS.shortTextMax, { message: `SOCIETY_NAME must be at most ${LIMITS.shortTextMax} characters` })
  SOCIETY_NAME?: string;

  @IsOptional()
  @MaxLength(DONOR_ADDRESS_MAX, { message: `SOCIETY_ADDRESS must be at most ${DONOR_ADDRESS_MAX} characters` })
  SOCIETY_ADDRESS?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(PAN_PATTERN, { message: 'SOCIETY_PAN must be a valid PAN (e.g. ABCDE1234F)' })
  SOCIETY_PAN?: string;

  @IsOptional()
  @MaxLength(100, { message: 'SOCIETY_80G_NUMBER must be at most 100 characters' })
  SOCIETY_80G_NUMBER?: string;

  @IsOptional()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'SOCIETY_80G_VALID_UNTIL must be a date (YYYY-MM-DD)' })
  SOCIETY_80G_VALID_UNTIL?: string;

  @IsOptional()
  @MaxLength(100, { message: 'SOCIETY_12A_NUMBER must be at most 100 characters' })
  SOCIETY_12A_NUMBER?: string;

  @IsOptional()
  @MaxLength(100, { message: 'SOCIETY_10BD_REGISTRATION_NUMBER must be at most 100 characters' })
  SOCIETY_10BD_REGISTRATION_NUMBER?: string;

  @IsOptional()
  @ValidateBy({ name: 'isDay', validator: { validate: isDay } }, { message: 'SOCIETY_10BD_REGISTRATION_DATE must be a date (YYYY-MM-DD)' })
  SOCIETY_10BD_REGISTRATION_DATE?: string;

  @IsOptional()
  @ValidateBy({ name: 'isOrigin', validator: { validate: isOrigin } }, { message: 'PUBLIC_ORIGIN must be an http(s) origin without a path (for example https://www.example.org)' })
  PUBLIC_ORIGIN?: string;

  // Outgoing mail (optional; unset SMTP_URL = mail disabled). MAIL_FROM is required with SMTP_URL (see loadConfig).
  @IsOptional()
  @ValidateBy({ name: 'isSmtpUrl', validator: { validate: isSmtpUrl } }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL (for example smtp://user:pass@mail.example.org:587)' })
  SMTP_URL?: string;

  @IsOptional()
  @ValidateBy({ name: 'isMailFrom', validator: { validate: isMailFrom } }, { message: "MAIL_FROM must be an email address, optionally as 'Name <address>'" })
  MAIL_FROM?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(3_600_000, { message: 'MAIL_POLL_MS must be between 100 and 3600000' })
  @Min(100, { message: 'MAIL_POLL_MS must be between 100 and 3600000' })
  @IsInt({ message: 'MAIL_POLL_MS must be a whole number of milliseconds' })
  MAIL_POLL_MS?: number;
}

