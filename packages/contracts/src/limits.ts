/** Business constants of SPEC §9, read by both the API's validators and the fronts' forms. */
export const LIMITS = {
  announcementTitleMax: 200,
  announcementBodyMax: 1000,
  announcementOrderMin: 1,
  volunteerHoursMin: 5,
  volunteerHoursMax: 72,
  donationAmountMin: 1,
  /** 1 crore rupees: anything above is a typo (or abuse) for a receipt request. */
  donationAmountMax: 10_000_000,
  /** Paise: at most two decimals. */
  donationAmountDecimals: 2,
  /** Sane ceilings the spec leaves open; they keep one request from filling the database. */
  nameMax: 100,
  emailMax: 254,
  phoneMax: 20,
  shortTextMax: 200,
  messageMax: 5000,
  urlMax: 2048,
  passwordMin: 8,
  passwordMax: 128,
} as const;

const MB = 1024 * 1024;

/**
 * One size limit per upload kind (SPEC §5/§9 give two readings for some; these are the ones we
 * enforce on the server and print in each form's label).
 */
export const UPLOAD_LIMITS = {
  donationScreenshot: { bytes: 1 * MB, label: '1MB' },
  profilePhoto: { bytes: 1 * MB, label: '1MB' },
  galleryImage: { bytes: 5_000_000, label: '5MB' },
  publicationCover: { bytes: 10 * MB, label: '10MB' },
  /** The Site tab's logo, hero, carousel and campaign cover pictures. */
  sitePicture: { bytes: 5_000_000, label: '5MB' },
  /** A guardian's signed consent form: a scan or photo (PDF, JPEG, PNG or WebP), kept privately. */
  signedConsentForm: { bytes: 2 * MB, label: '2MB' },
  /** The scan of a person's police verification certificate (PDF, JPEG or PNG), kept privately. */
  policeVerificationScan: { bytes: 2 * MB, label: '2MB' },
  /** Whole multipart body of a publication upload. */
  publicationBody: { bytes: 50 * MB, label: '50MB' },
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/**
 * The API's ceiling for a JSON body (413 past it); multipart routes have their own. The gateway's
 * client_max_body_size for the routes without an upload of their own is made from it and from the
 * small uploads above (scripts/lib/gateway.cjs).
 */
export const JSON_BODY_LIMIT_BYTES = 1 * MB;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const TIMINGS = {
  announcementRefreshMs: 300_000,
  carouselDelayMs: 3000,
  copyFeedbackMs: 1500,
  toastErrorMs: 4000,
  toastBlankMs: 4000,
  toastSuccessMs: 2000,
  toastMaxVisible: 20,
} as const;
