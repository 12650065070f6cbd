import { IMAGE_MIME_TYPES } from '@society/contracts';

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Only web links: a 'javascript:' URL must never become a clickable link. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isWholeNumber(value: string): boolean {
  return /^-?\d+$/.test(value.trim());
}

export function isAllowedImage(file: File): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}
