/** Every failed call of the API client rejects with this, its message ready to show (SPEC §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no response came back. */
    readonly status: number,
    message: string,
    /** The response's own message, when it had one (forms fall back to their own texts). */
    readonly serverMessage?: string,
    /** Per-field validation messages from the API, when given. */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
