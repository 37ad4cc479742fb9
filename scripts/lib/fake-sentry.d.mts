/** A stand-in for the hosted error reporter on loopback (see fake-sentry.mjs). */
export interface FakeSentry {
  /** A DSN that points at it. */
  dsn: string;
  /** The body of every envelope received, in order. */
  envelopes: string[];
  close(): Promise<void>;
}

export function startFakeSentry(): Promise<FakeSentry>;
