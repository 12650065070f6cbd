import { ConfigError, loadConfig } from './app-config';

const SOCIETY = {
  SOCIETY_NAME: 'Society Welfare Trust',
  SOCIETY_ADDRESS: '12 Mall Road, Ambala Cantt, Haryana 133001',
  SOCIETY_PAN: 'aaats1234q',
  SOCIETY_80G_NUMBER: 'AAATS1234QF20214',
  SOCIETY_80G_VALID_UNTIL: '2027-03-31',
  SOCIETY_12A_NUMBER: 'AAATS1234QE20213',
  SOCIETY_10BD_REGISTRATION_NUMBER: 'AAATS1234QF20214',
  SOCIETY_10BD_REGISTRATION_DATE: '2021-09-24',
};

const PAYMENT = {
  BANK_ACCOUNT_NAME: 'Society Welfare Trust',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_IFSC: 'sbin0001234',
  BANK_NAME: 'State Bank of India',
  BANK_BRANCH: 'Ambala Cantt',
  UPI_ID: 'society@sbi',
  UPI_PAYEE_NAME: 'Society Welfare Trust',
  CSR_EMAIL: 'CSR@Society.org',
};

const VALID = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/society',
  JWT_SECRET: 'x'.repeat(32),
  AADHAAR_ENCRYPTION_KEY: 'ab'.repeat(32),
};

function messageFor(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(VALID);
    expect(config).toMatchObject({
      mongodbUri: VALID.MONGODB_URI,
      jwtExpiresInSeconds: 8 * 3600,
      port: 3000,
      host: '127.0.0.1',
      adminEmail: 'admin@society.local',
      adminPassword: undefined,
      logLevel: 'info',
      trustProxy: 'loopback',
    });
    expect(config.uploadDir).toMatch(/\/\.data\/uploads$/);
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      ...VALID,
      JWT_EXPIRES_IN: '30m',
      PORT: '8081',
      HOST: '0.0.0.0',
      ADMIN_EMAIL: ' Boss@Society.Org ',
      ADMIN_PASSWORD: 'a-long-password',
      UPLOAD_DIR: '/srv/uploads',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      jwtExpiresInSeconds: 1800,
      port: 8081,
      host: '0.0.0.0',
      adminEmail: 'boss@society.org',
      adminPassword: 'a-long-password',
      uploadDir: '/srv/uploads',
      logLevel: 'warn',
      trustProxy: 1,
      nodeEnv: 'development',
    });
  });

  it.each([
    ['true', true],
    ['2', 2],
    ['loopback, uniquelocal', 'loopback, uniquelocal'],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('accepts TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ ...VALID, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...VALID, ADMIN_PASSWORD: '', PORT: ' ' })).toMatchObject({ adminPassword: undefined, port: 3000 });
  });

  it('refuses a missing variable with one line naming it', () => {
    const message = messageFor({ JWT_SECRET: VALID.JWT_SECRET, AADHAAR_ENCRYPTION_KEY: VALID.AADHAAR_ENCRYPTION_KEY });
    expect(message).toBe('Invalid configuration: MONGODB_URI is required (for example mongodb://127.0.0.1:27017/society)');
    expect(message).not.toContain('\n');
  });

  it.each([
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ MONGODB_URI: 'http://db' }, 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be between 1 and 65535'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 8h, 30m, 1d or a number of seconds'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL must be an email address'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be 8 to 128 characters long'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ TRUST_PROXY: 'loopback, proxy.local' }, 'TRUST_PROXY must be true, false, a hop count, or a comma list of loopback/linklocal/uniquelocal/addresses/subnets'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
  ])('refuses %j: %s', (override, expected) => {
    expect(messageFor({ ...VALID, ...override })).toBe(`Invalid configuration: ${expected}`);
  });

  describe('first-start defaults of the Site tab (payment details)', () => {
    const PAYMENT = {
      BANK_ACCOUNT_NAME: 'Society Welfare Trust',
      BANK_ACCOUNT_NUMBER: '123456789012',
      BANK_IFSC: 'sbin0001234',
      BANK_NAME: 'State Bank of India',
      BANK_BRANCH: 'Ambala Cantt',
      UPI_ID: 'society@sbi',
      UPI_PAYEE_NAME: 'Society Welfare Trust',
      CSR_EMAIL: 'CSR@Society.org',
    };

    it('are not required, not even in production', () => {
      expect(loadConfig({ ...VALID, NODE_ENV: 'production' }).settingsSeed).toEqual({ identity: {}, contacts: {}, payments: {}, site: {} });
    });

    it('reads each one set, with the IFSC upper-cased and the email lower-cased; half a set is fine', () => {
      expect(loadConfig({ ...VALID, ...PAYMENT, NODE_ENV: 'production' }).settingsSeed.payments).toEqual({
        accountName: 'Society Welfare Trust',
        accountNumber: '123456789012',
        ifsc: 'SBIN0001234',
        bankName: 'State Bank of India',
        branch: 'Ambala Cantt',
        upiId: 'society@sbi',
        upiPayeeName: 'Society Welfare Trust',
        chequePayee: 'Society Welfare Trust',
        csrEmail: 'csr@society.org',
      });
      expect(loadConfig({ ...VALID, BANK_IFSC: 'SBIN0001234' }).settingsSeed.payments).toEqual({ ifsc: 'SBIN0001234' });
    });

    it.each([
      [{ BANK_IFSC: 'SBIN1001234' }, 'BANK_IFSC must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)'],
      [{ BANK_IFSC: 'SBI0001234' }, 'BANK_IFSC must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)'],
      [{ BANK_IFSC: 'SBIN00012345' }, 'BANK_IFSC must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)'],
      [{ UPI_ID: 'society.sbi' }, 'UPI_ID must look like name@handle (for example society@sbi)'],
      [{ UPI_ID: 'society@' }, 'UPI_ID must look like name@handle (for example society@sbi)'],
      [{ CSR_EMAIL: 'csr-at-society' }, 'CSR_EMAIL must be an email address'],
      [{ BANK_ACCOUNT_NUMBER: '12AB5678' }, 'BANK_ACCOUNT_NUMBER must be 9 to 18 digits'],
    ])('refuses %j: %s', (override, expected) => {
      expect(messageFor({ ...VALID, ...PAYMENT, ...override })).toBe(`Invalid configuration: ${expected}`);
    });
  });

  describe('AADHAAR_ENCRYPTION_KEY', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));

    it.each([
      ['64 hex characters', key.toString('hex')],
      ['base64 with padding', key.toString('base64')],
      ['base64url without padding', key.toString('base64url')],
      ['base64 with surrounding spaces', ` ${key.toString('base64')} `],
    ])('reads %s as the 32-byte key, with a key id that is not the key', (_label, value) => {
      const { aadhaarKey } = loadConfig({ ...VALID, AADHAAR_ENCRYPTION_KEY: value });
      expect(aadhaarKey.key.equals(key)).toBe(true);
      expect(aadhaarKey.keyId).toMatch(/^[0-9a-f]{16}$/);
      expect(key.toString('hex')).not.toContain(aadhaarKey.keyId);
    });

    it('gives different keys different ids', () => {
      const other = loadConfig({ ...VALID, AADHAAR_ENCRYPTION_KEY: 'cd'.repeat(32) }).aadhaarKey.keyId;
      expect(loadConfig(VALID).aadhaarKey.keyId).not.toBe(other);
    });

    it('is required in every environment', () => {
      const { AADHAAR_ENCRYPTION_KEY: _key, ...withoutKey } = VALID;
      for (const NODE_ENV of ['development', 'test', 'production']) {
        expect(messageFor({ ...withoutKey, NODE_ENV })).toMatch(/^Invalid configuration: AADHAAR_ENCRYPTION_KEY is required \(32 random bytes/);
      }
    });

    it.each([
      ['too short (16 bytes)', Buffer.alloc(16, 1).toString('base64')],
      ['too long (33 bytes)', Buffer.alloc(33, 1).toString('base64')],
      ['63 hex characters', 'a'.repeat(63)],
      ['not hex nor base64', 'a passphrase, not a key at all, long enough!'],
    ])('refuses a key that is %s', (_label, value) => {
      expect(messageFor({ ...VALID, AADHAAR_ENCRYPTION_KEY: value })).toBe(
        'Invalid configuration: AADHAAR_ENCRYPTION_KEY must be 32 bytes written as base64 (44 characters) or hex (64 characters)',
      );
    });
  });

  describe('AADHAAR_PREVIOUS_KEYS (during a key rotation)', () => {
    it('is empty by default and reads keys separated by commas, named like the current key', () => {
      expect(loadConfig(VALID).aadhaarPreviousKeys).toEqual([]);
      const old = ['cd'.repeat(32), Buffer.alloc(32, 7).toString('base64')];
      const { aadhaarPreviousKeys } = loadConfig({ ...VALID, AADHAAR_PREVIOUS_KEYS: ` ${old[0]} , ${old[1]} ` });
      expect(aadhaarPreviousKeys.map(({ keyId }) => keyId)).toEqual(old.map((key) => loadConfig({ ...VALID, AADHAAR_ENCRYPTION_KEY: key }).aadhaarKey.keyId));
    });

    it('refuses a list holding anything that is not a key', () => {
      expect(messageFor({ ...VALID, AADHAAR_PREVIOUS_KEYS: `${'cd'.repeat(32)},not-a-key` })).toBe(
        'Invalid configuration: AADHAAR_PREVIOUS_KEYS must be keys written like AADHAAR_ENCRYPTION_KEY, separated by commas',
      );
    });
  });

  it('names every malformed variable on the same line', () => {
    expect(messageFor({ ...VALID, JWT_SECRET: 'short', PORT: 'x' })).toBe(
      'Invalid configuration: JWT_SECRET must be at least 32 characters long; PORT must be a whole number',
    );
  });

  describe('first-start defaults of the Site tab (the society, its address, PUBLIC_ORIGIN)', () => {
    it('reads each one set, with the PAN upper-cased and the address split into lines', () => {
      const seed = loadConfig({ ...VALID, ...SOCIETY, SOCIETY_ADDRESS: '12 Mall Road\nAmbala Cantt, Haryana 133001', PUBLIC_ORIGIN: 'https://www.society.org' }).settingsSeed;
      expect(seed.identity).toEqual({
        name: 'Society Welfare Trust',
        pan: 'AAATS1234Q',
        registration80G: 'AAATS1234QF20214',
        registration80GValidUntil: '2027-03-31',
        registration12A: 'AAATS1234QE20213',
        registration10BD: 'AAATS1234QF20214',
        registration10BDDate: '2021-09-24',
      });
      expect(seed.contacts).toEqual({ addressLines: ['12 Mall Road', 'Ambala Cantt, Haryana 133001'] });
      expect(seed.site).toEqual({ publicOrigin: 'https://www.society.org' });
    });

    it.each([
      [{ SOCIETY_PAN: 'AAAT1234Q' }, 'SOCIETY_PAN must be a valid PAN (e.g. ABCDE1234F)'],
      [{ SOCIETY_80G_VALID_UNTIL: '2027-02-30' }, 'SOCIETY_80G_VALID_UNTIL must be a date (YYYY-MM-DD)'],
      [{ SOCIETY_10BD_REGISTRATION_DATE: '24/09/2021' }, 'SOCIETY_10BD_REGISTRATION_DATE must be a date (YYYY-MM-DD)'],
      [{ PUBLIC_ORIGIN: 'https://www.society.org/home' }, 'PUBLIC_ORIGIN must be an http(s) origin without a path (for example https://www.example.org)'],
    ])('refuses %j: %s', (override, expected) => {
      expect(messageFor({ ...VALID, ...SOCIETY, ...override })).toBe(`Invalid configuration: ${expected}`);
    });
  });

  describe('mail (SMTP_URL, MAIL_FROM)', () => {
    const DEV = { ...VALID, NODE_ENV: 'development' };

    it('is disabled without SMTP_URL', () => {
      expect(loadConfig(DEV).mail).toBeNull();
    });

    it('reads the URL, the sender and the poll interval', () => {
      expect(loadConfig({ ...DEV, SMTP_URL: 'smtps://user:pass@mail.example.org:465', MAIL_FROM: 'Welfare Society <receipts@example.org>' }).mail).toEqual({
        smtpUrl: 'smtps://user:pass@mail.example.org:465',
        from: 'Welfare Society <receipts@example.org>',
        pollMs: 2000,
      });
      expect(loadConfig({ ...DEV, SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'receipts@example.org', MAIL_POLL_MS: '500' }).mail?.pollMs).toBe(500);
    });

    it.each([
      [{ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'a@example.org' }, 'SMTP_URL must be an smtp:// or smtps:// URL (for example smtp://user:pass@mail.example.org:587)'],
      [{ SMTP_URL: 'smtp://', MAIL_FROM: 'a@example.org' }, 'SMTP_URL must be an smtp:// or smtps:// URL (for example smtp://user:pass@mail.example.org:587)'],
      [{ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'Society <not an address>' }, "MAIL_FROM must be an email address, optionally as 'Name <address>'"],
      [{ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'a@example.org\nBcc: b@example.org' }, "MAIL_FROM must be an email address, optionally as 'Name <address>'"],
    ])('refuses %j', (override, expected) => {
      expect(messageFor({ ...DEV, ...override })).toBe(`Invalid configuration: ${expected}`);
    });

    it('requires MAIL_FROM with SMTP_URL', () => {
      expect(messageFor({ ...DEV, SMTP_URL: 'smtp://127.0.0.1:1025' })).toMatch(/^Invalid configuration: MAIL_FROM must be set with SMTP_URL/);
    });
  });

  describe('data protection (RETENTION_*_DAYS, DONATION_RECORDS_RETENTION_YEARS, DATA_REQUEST_RESPONSE_DAYS)', () => {
    it('uses the published defaults', () => {
      expect(loadConfig(VALID).dataProtection).toEqual({
        retentionDays: { contactMessages: 730, rejectedApplicants: 1095, formerVolunteers: 1095, donationScreenshots: 90, mailCopies: 180, requestLogs: 1095, registerRecords: 1095 },
        donationRecordsYears: 8,
        requestResponseDays: 30,
        scheduleEnabled: true,
      });
    });

    it('reads each period from its own variable', () => {
      const config = loadConfig({
        ...VALID,
        RETENTION_CONTACT_MESSAGES_DAYS: '30',
        RETENTION_DONATION_SCREENSHOTS_DAYS: '7',
        RETENTION_REQUEST_LOGS_DAYS: '400',
        RETENTION_REGISTER_RECORDS_DAYS: '730',
        DONATION_RECORDS_RETENTION_YEARS: '10',
        DATA_REQUEST_RESPONSE_DAYS: '90',
      });
      expect(config.dataProtection).toMatchObject({
        retentionDays: { contactMessages: 30, donationScreenshots: 7, requestLogs: 400, mailCopies: 180, registerRecords: 730 },
        donationRecordsYears: 10,
        requestResponseDays: 90,
      });
    });

    it.each([
      [{ RETENTION_CONTACT_MESSAGES_DAYS: '0' }, 'RETENTION_CONTACT_MESSAGES_DAYS must be a whole number of days from 1 to 3650'],
      [{ RETENTION_FORMER_VOLUNTEERS_DAYS: 'two years' }, 'RETENTION_FORMER_VOLUNTEERS_DAYS must be a whole number of days from 1 to 3650'],
      // The Rules keep the logs of processing for at least a year.
      [{ RETENTION_REQUEST_LOGS_DAYS: '100' }, 'RETENTION_REQUEST_LOGS_DAYS must be a whole number of days from 365 to 3650'],
      [{ DATA_REQUEST_RESPONSE_DAYS: '91' }, 'DATA_REQUEST_RESPONSE_DAYS must be a whole number of days from 1 to 90'],
      [{ DONATION_RECORDS_RETENTION_YEARS: '0' }, 'DONATION_RECORDS_RETENTION_YEARS must be a whole number of years from 1 to 30'],
      [{ RETENTION_SCHEDULE: 'yes' }, 'RETENTION_SCHEDULE must be on or off'],
    ])('refuses %j', (override, expected) => {
      expect(messageFor({ ...VALID, ...override })).toBe(`Invalid configuration: ${expected}`);
    });
  });

  describe('storage (STORAGE_DRIVER, S3_*)', () => {
    const DEV = { ...VALID, NODE_ENV: 'development' };
    const S3 = { ...DEV, STORAGE_DRIVER: 's3', S3_BUCKET: 'society-uploads', S3_REGION: 'ap-south-1' };

    it('uses the local folder by default', () => {
      expect(loadConfig(DEV).storage).toEqual({ driver: 'local' });
      expect(loadConfig({ ...DEV, STORAGE_DRIVER: 'local' }).storage).toEqual({ driver: 'local' });
    });

    it('reads a bucket on AWS with the default credential chain', () => {
      expect(loadConfig(S3).storage).toEqual({
        driver: 's3',
        bucket: 'society-uploads',
        region: 'ap-south-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('reads another provider with its endpoint, keys and path-style addressing', () => {
      const storage = loadConfig({
        ...S3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio-user',
        S3_SECRET_ACCESS_KEY: 'minio-secret/key+1',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage;
      expect(storage).toEqual({
        driver: 's3',
        bucket: 'society-uploads',
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'minio-user', secretAccessKey: 'minio-secret/key+1' },
        forcePathStyle: true,
      });
    });

    it.each([
      [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be one of local, s3'],
      [{ S3_BUCKET: 'Society_Uploads' }, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens'],
      [{ S3_REGION: 'Mumbai India' }, 'S3_REGION must be a region name such as ap-south-1'],
      [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL without credentials (for example https://minio.example.org:9000)'],
      [{ S3_ENDPOINT: 'https://user:pass@minio.example.org' }, 'S3_ENDPOINT must be an http:// or https:// URL without credentials (for example https://minio.example.org:9000)'],
      [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
      [{ S3_BUCKET: undefined }, 'S3_BUCKET must be set with STORAGE_DRIVER=s3 (for example S3_BUCKET=society-uploads S3_REGION=ap-south-1)'],
      [{ S3_BUCKET: undefined, S3_REGION: ' ' }, 'S3_BUCKET, S3_REGION must be set with STORAGE_DRIVER=s3 (for example S3_BUCKET=society-uploads S3_REGION=ap-south-1)'],
      [{ S3_ACCESS_KEY_ID: 'only-the-id' }, "S3_SECRET_ACCESS_KEY must be set too (give both S3 keys, or neither to use the AWS SDK's default credentials)"],
      [{ S3_SECRET_ACCESS_KEY: 'only-the-secret' }, "S3_ACCESS_KEY_ID must be set too (give both S3 keys, or neither to use the AWS SDK's default credentials)"],
    ])('refuses %j: %s', (override, expected) => {
      const message = messageFor({ ...S3, ...override });
      expect(message).toBe(`Invalid configuration: ${expected}`);
      expect(message).not.toContain('\n');
    });

    it('refuses S3 settings without STORAGE_DRIVER=s3, which would quietly keep uploads on the local disk', () => {
      expect(messageFor({ ...DEV, S3_BUCKET: 'society-uploads' })).toBe(
        'Invalid configuration: S3_BUCKET is set but STORAGE_DRIVER is not s3 (set STORAGE_DRIVER=s3 to store uploads in the bucket)',
      );
      expect(messageFor({ ...DEV, STORAGE_DRIVER: 'local', S3_BUCKET: 'society-uploads', S3_REGION: 'ap-south-1' })).toBe(
        'Invalid configuration: S3_BUCKET, S3_REGION are set but STORAGE_DRIVER is not s3 (set STORAGE_DRIVER=s3 to store uploads in the bucket)',
      );
    });

    it('never puts the secret key in a refusal', () => {
      expect(messageFor({ ...S3, S3_SECRET_ACCESS_KEY: 'super-secret-value', S3_ENDPOINT: 'nope' })).not.toContain('super-secret-value');
    });
  });
});
