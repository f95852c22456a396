import type { QueryFunction } from '@tanstack/react-query';

/**
 * The API base: `{host}/api`. The web build talks to the host it was served from; the native shell sets
 * VITE_API_ORIGIN to the production server.
 */
export const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';
export const API_BASE = `${API_ORIGIN}/api`;

const TOKEN_KEY = 'hairhue-auth-token';

/** The device's latest registration, settled or not; undefined before the first. */
let registration: Promise<unknown> | undefined;

export const authToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
  /**
   * Marks a registration under way: until it settles, a call that needs the token waits for it rather than
   * go without one and fail (a photo picked in the first moments of a first visit, on a slow network).
   */
  registering(pending: Promise<unknown>): void {
    registration = pending.catch(() => undefined);
  },
  /** The token, once the latest registration has settled: null when there is none. */
  async ready(): Promise<string | null> {
    if (authToken.get() === null) await registration;
    return authToken.get();
  },
};

type HeaderProvider = () => Record<string, string>;
let headerProvider: HeaderProvider | undefined;

/** Extra headers for every call (the native shell adds its app identification). */
export function registerHeaderProvider(provider: HeaderProvider | undefined): void {
  headerProvider = provider;
}

/** A path that starts with http is used as given; anything else is relative to the API base. */
export function apiUrl(path: string): string {
  return /^https?:/.test(path) ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The error every failed call raises: '{status}: {body text}', or the status text when the body is empty. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's error code, when the body is our `{error: {code}}`. */
  get code(): string | undefined {
    try {
      return (JSON.parse(this.bodyText) as { error?: { code?: string } }).error?.code;
    } catch {
      return undefined;
    }
  }
}

/** A 409 NOT_READY: what a worker elsewhere is still making (analysis, appearance) is asked for again. */
export function isNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_READY';
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

export interface RequestOptions {
  /** JSON body; the JSON content type is set only when there is one. */
  json?: unknown;
  /** Multipart body. */
  form?: FormData;
  /** Send the stored token (default true). */
  auth?: boolean;
  /** Headers of this call (an Idempotency-Key), besides the token and the registered ones. */
  headers?: Record<string, string>;
}

async function headersFor(options: RequestOptions): Promise<Record<string, string>> {
  const headers: Record<string, string> = { ...headerProvider?.(), ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : await authToken.ready();
  if (token) headers.Authorization = `bearer ${token}`;
  return headers;
}

/** One API call with cookies, the token and the extra headers; a non-OK answer throws ApiError. */
export async function apiRequest(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: await headersFor(options),
    body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest(method, path, options)).json() as Promise<T>;
}

/**
 * The default query function: the query key's segments joined with '/' are the path to GET.
 * With `on401: 'empty'` an unauthorised answer yields null instead of an error.
 */
export function defaultQueryFn(on401: 'throw' | 'empty' = 'throw'): QueryFunction {
  return async ({ queryKey }) => {
    const path = queryKey.map(String).join('/');
    const response = await fetch(apiUrl(path), { credentials: 'include', headers: await headersFor({}) });
    if (on401 === 'empty' && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json();
  };
}
