/** Where uploaded files live (STORAGE_DRIVER): the local folder UPLOAD_DIR, or an S3-compatible bucket. */
export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** An S3-compatible bucket (AWS S3, MinIO, …), reached with the official AWS SDK. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another provider's endpoint (https://minio.example.org:9000); undefined for AWS itself. */
  endpoint?: string;
  /** Undefined: the SDK's default credential chain (AWS_* variables, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (endpoint/bucket/key) instead of the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
}

export type StorageSettings = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

/** The variables that only mean something with STORAGE_DRIVER=s3. */
export const S3_VARIABLES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** AWS's bucket naming rules (3–63 lowercase letters, digits, dots and hyphens; a letter or digit at each end). */
export const S3_BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A region name such as ap-south-1 or us-east-1 (other providers accept any such word). */
export const S3_REGION_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** An http(s) URL with a host and nothing after it but a path: where the SDK sends its requests. */
export function isS3Endpoint(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}
