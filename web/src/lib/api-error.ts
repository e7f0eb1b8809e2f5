/**
 * The hono-free half of the API client: where the API lives, the error a failed call throws, and reading an answer. The home
 * page's own calls (lib/api-get.ts) need only this, which keeps hono/client out of the JS of / (budget, design §9).
 */

/** Where the API lives: under the same base path as the site (design §8: BASE_PATH moves both). */
export const API_BASE = `${import.meta.env.BASE_URL.replace(/\/$/, '')}/api`;

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

/** True for the API's "no (or no longer a) session" answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A non-OK answer throws `ApiError("{status}: {body or statusText}")` (spec §8); an OK one gives its JSON body. */
export async function readAnswer(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  return response.json();
}
