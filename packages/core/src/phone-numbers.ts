/**
 * Phone numbers in prose (issue #21: every number a student might call or text is a tap-to-call
 * link). A number is 5 or more digits, optionally after a `+` and separated by single spaces or
 * dashes (1800 459 459, 116 123, 50808, +353 21 490 3565), or one of the emergency numbers 112
 * and 999. Digits that are part of a longer word, an amount (€1,000), a decimal, a percentage or
 * a range (2011–2017) are not numbers to call.
 */
const PHONE_NUMBER =
  /(?<![\p{L}\p{N}€£$.,/+–-])(\+?\d(?:[ -]?\d){4,}|112|999)(?![\p{L}\p{N}%€–-]|[.,]\d)/gu;

export type PhoneNumberMatch = {
  /** The number as written. */
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** Its `tel:` / `sms:` form: the digits, with a leading + kept. */
  dialable: string;
};

/** The number as dialled: digits only, keeping a leading `+`. */
export function dialableNumber(written: string): string {
  const digits = written.replace(/[^\d]/g, '');
  return written.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** Every phone number in `text`, in order. */
export function findPhoneNumbers(text: string): PhoneNumberMatch[] {
  return [...text.matchAll(PHONE_NUMBER)].map((match) => ({
    text: match[0],
    index: match.index,
    dialable: dialableNumber(match[0]),
  }));
}

/** Whether a link target is a tap-to-call or tap-to-text link (`tel:` or `sms:`). */
export function isPhoneLink(url: string): boolean {
  return /^(?:tel|sms):/i.test(url);
}

/** The number a `tel:` or `sms:` link dials (digits, with a leading + kept), or null. */
export function phoneLinkNumber(url: string): string | null {
  if (!isPhoneLink(url)) return null;
  const target = decodeURIComponent(url.replace(/^(?:tel|sms):/i, '').split(/[?;]/)[0] ?? '');
  return dialableNumber(target);
}
