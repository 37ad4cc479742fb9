import { z } from 'zod';

const SiteVerifySchema = z.object({ success: z.boolean() });
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Verifies a reCAPTCHA token with Google's siteverify endpoint. Used only for tenants that
 * configure a reCAPTCHA secret; a network failure counts as "not verified".
 */
export function recaptchaVerifier(fetchImpl: typeof fetch = fetch) {
  return async (token: string, secret: string): Promise<boolean> => {
    try {
      const response = await fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(5_000),
      });
      const parsed = SiteVerifySchema.safeParse(await response.json());
      return parsed.success && parsed.data.success;
    } catch {
      return false;
    }
  };
}
