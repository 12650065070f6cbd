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
