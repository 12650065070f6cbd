import type { Role } from './roles';

/** Every error the API sends has this body (validation adds `errors` keyed by field). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SessionUser {
  _id: string;
  email: string;
  role: Role;
}

export interface LoginResponse extends SessionUser {
  token: string;
}

export interface VisitorCountResponse {
  count: number;
}

export interface Announcement {
  _id: string;
  Title: string;
  Announcement: string;
  order: number;
}

export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

/** GET /api/public/payment-details: the society's bank and UPI details, from the API's configuration. */
export interface PaymentDetails {
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  upi: { id: string; payeeName: string; /** data: URL of an SVG QR code for upi://pay */ qrDataUrl: string };
  /** Email for corporate social responsibility (CSR) partnerships. */
  csrEmail: string;
  /** True while the values are the clearly marked examples of a local run, not the society's own. */
  isExample: boolean;
}
