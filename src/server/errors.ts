// One typed application error; its code decides the HTTP status. Messages are safe for clients.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  LIMIT_REACHED: 403,
  PREMIUM_REQUIRED: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra JSON fields merged into the error body (e.g. the daily-limit object). */
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
