/** Where the API lives: under the same base path as the site (design §8: BASE_PATH moves both). */
export const API_BASE = `${import.meta.env.BASE_URL.replace(/\/$/, '')}/api`;

export type Json = Record<string, unknown> | unknown[];

/**
 * The one way the SPA talks to the API (spec §7, §8): cookies always, a JSON content type only with a body,
 * and any non-OK answer throws `Error("{status}: {body or statusText}")`.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Json, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Carries the status and raw body so callers can show the server's `message` without parsing the text again. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` of the API's error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

export const api = {
  get: <T>(path: string, headers?: Record<string, string>) => apiRequest<T>('GET', path, undefined, headers),
  post: <T>(path: string, body?: Json, headers?: Record<string, string>) => apiRequest<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: Json) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
