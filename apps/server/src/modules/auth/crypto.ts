import { createHmac, hash } from 'node:crypto';

/** The only form in which an access code is stored: HMAC-SHA256(pepper, normalised code). */
export function hashAccessCode(pepper: string, normalisedCode: string): string {
  return createHmac('sha256', pepper).update(normalisedCode, 'utf8').digest('hex');
}

/** Session tokens carry 256 bits of randomness, so a plain SHA-256 is enough to store them. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export const TOKEN_BYTES = 32;

export function encodeToken(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

/** A secret for one purpose, derived from the pepper so that deployments manage one secret. */
export function deriveSecret(pepper: string, purpose: string): string {
  return createHmac('sha256', pepper).update(`clearpath:${purpose}`, 'utf8').digest('base64url');
}
