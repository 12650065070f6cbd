import type { Gender, InternAvailability, InternshipDuration, Interest, ReferralSource } from './applicants';
import { GALLERY_CATEGORIES, type GalleryCategory, type PublicationType } from './content';
import type { PaymentMode } from './donations';
import type { DonationMail } from './mail';
import type { NoticeFields } from './privacy-notice';
import type { GuardianFields } from './guardian-consent';

/** What the public forms get back on success (201). */
export interface MessageResponse {
  message: string;
}

/**
 * Sent by every public form besides its own fields, so the API can tell a bot (its submission is answered
 * like a success and stored nowhere). Both optional: a client that sends neither is not taken for a bot.
 */
export interface BotCheckFields {
  /** A field people never see: a person leaves it empty, a form-filling script does not. */
  website?: string;
  /** Whole seconds from when the form was shown to when it was sent; a script is quicker than a person. */
  fillSeconds?: number | string;
}

/** POST /api/public/contact */
export interface ContactRequest extends BotCheckFields, NoticeFields {
  name: string;
  email: string;
  message: string;
}

/** POST /api/hr/applicants/volunteer (dob as YYYY-MM-DD; availability in hours per week, 5 to 72). */
export interface VolunteerApplicationRequest extends BotCheckFields, NoticeFields, GuardianFields {
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  dob: string;
  area: Interest;
  experience?: string;
  availability: number;
  referralSource: ReferralSource;
  agreeToTerms: boolean;
}

/** POST /api/hr/applicants/intern (interests: one option, an array is also accepted). */
export interface InternApplicationRequest extends BotCheckFields, NoticeFields, GuardianFields {
  name: string;
  email: string;
  phone: string;
  gender: Gender;
  dob: string;
  course: string;
  college: string;
  interests: Interest | Interest[];
  duration: InternshipDuration;
  availability: InternAvailability;
  reference: ReferralSource;
  agreeToTerms: boolean;
}

/** POST /api/public/donations: multipart fields, plus an optional `screenshot` file. */
export interface DonationRequest extends BotCheckFields, NoticeFields {
  name: string;
  email: string;
  amount: number | string;
  mode?: PaymentMode;
  utr: string;
  /** Optional postal address (at most 500 characters); needed for an 80G receipt. */
  address?: string;
  /** Optional PAN (ABCDE1234F; upper-cased by the server); needed for an 80G receipt. */
  pan?: string;
  /** Optional: the Donate page's reference code of the UPI note (DONATION_REFERENCE_PATTERN). */
  reference?: string;
}

/**
 * An <img srcset> value: the same picture in several widths, 'url 480w, url 960w, …', smallest first.
 * '' when only the one copy exists (images stored before the site made smaller copies): use the URL alone.
 */
export type ImageSrcSet = string;

/** GET /api/admin/gallery (public read). imageUrl is a path on this site (the widest copy). */
export interface GalleryItem {
  _id: string;
  imageUrl: string;
  imageSrcSet: ImageSrcSet;
  title: string;
  description: string;
  category: GalleryCategory;
}

/** The gallery's filter: a category, or every photo ('All': understood, though no button offers it, SPEC §2). */
export type GalleryFilter = GalleryCategory | 'All';
export const GALLERY_FILTERS: readonly GalleryFilter[] = [...GALLERY_CATEGORIES, 'All'];
/** Photos on one page of the public gallery: fills rows of one, two and three columns alike. */
export const GALLERY_PAGE_SIZE = 24;

/**
 * GET /api/admin/gallery with `category` (a GalleryFilter), `page` (1-based) and `pageSize` (at most PAGE_SIZE_MAX):
 * one page of that category, newest first, as a Page<GalleryItem>. Without any of them, the whole list (SPEC §7).
 */
export interface GalleryPageQuery {
  category?: GalleryFilter;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/coreteam (public read): only these fields. profilePhotoPath is a URL path, '' when none. */
export interface CoreTeamPublicMember {
  _id: string;
  name: string;
  position: string;
  profilePhotoPath: string;
  profilePhotoSrcSet: ImageSrcSet;
  linkedin: string;
  instagram: string;
}

/** GET /api/public/publications. coverImage is a URL path, '' when none; dates are ISO strings. */
export interface PublicationItem {
  _id: string;
  title: string;
  type: PublicationType;
  description: string;
  publishDate: string;
  fileUrl: string;
  flipbookUrl: string;
  coverImage: string;
  coverImageSrcSet: ImageSrcSet;
}

/** GET /api/public/donations (admin only). The screenshot itself: GET /api/admin/donations/{id}/screenshot. */
export interface DonationRecord {
  _id: string;
  name: string;
  email: string;
  amount: number;
  mode: PaymentMode;
  utr: string;
  hasScreenshot: boolean;
  date: string;
  receiptGenerated: boolean;
  createdAt: string;
  /** Postal address, '' when not given. */
  address: string;
  /** PAN, '' when not given. */
  pan: string;
  /** The Donate page's reference code the donor paid with (in the UPI note); missing when none. */
  reference?: string;
  /** The current receipt (null while Pending). Its PDF: GET /api/admin/donations/{id}/receipt. */
  receipt: DonationReceipt | null;
  /** Every receipt voided for this donation, oldest first; never deleted. */
  voidedReceipts: VoidedReceipt[];
  /** Whether the donor's acknowledgement and receipt emails went out (receipt null until one is issued). */
  mail: DonationMail;
}

/** An issued 80G receipt. issuedAt is an ISO date-time; financialYear is '2026-27'. */
export interface DonationReceipt {
  number: string;
  financialYear: string;
  issuedAt: string;
}

/** A receipt an admin voided (POST /api/admin/donations/{id}/receipt/void). */
export interface VoidedReceipt extends DonationReceipt {
  reason: string;
  voidedAt: string;
  /** Email of the admin who voided it. */
  voidedBy: string;
}

/** PUT /api/admin/donations/{id} (admin): corrections; every field optional. '' clears address or pan. */
export interface DonationUpdateRequest {
  name?: string;
  email?: string;
  amount?: number;
  mode?: PaymentMode;
  utr?: string;
  address?: string;
  pan?: string;
}

/** POST /api/admin/donations/{id}/receipt/void (admin). */
export interface ReceiptVoidRequest {
  reason: string;
}

/** PUT /api/public/donations/{id}/status (admin only): false → true, once. */
export interface DonationStatusRequest {
  receiptGenerated: boolean;
}

/** GET /api/public/contact (admin) and GET /api/hr/contact (hr, admin). */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}
