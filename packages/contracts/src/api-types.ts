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

/**
 * The society's bank, UPI and cheque details as the Donate page shows them: the `payments` of GET
 * /api/public/settings (null until the admin has set them), also at GET /api/public/payment-details (404 then).
 */
export interface PaymentDetails {
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  upi: { id: string; payeeName: string; /** data: URL of an SVG QR code for upi://pay */ qrDataUrl: string };
  /** Who cheques are made out to. */
  chequePayee: string;
  /** Email for corporate social responsibility (CSR) partnerships; '' = not shown. */
  csrEmail: string;
  /** Always false since the details come from the Site tab (no example values any more); kept for older pages. */
  isExample: boolean;
}
