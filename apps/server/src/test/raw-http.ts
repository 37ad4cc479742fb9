import { connect, type Socket } from 'node:net';

/** An HTTP answer read off a socket: the status, each header's values, and the body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
}

export interface RawOptions {
  /** Done once a whole answer with a Content-Length is in, not only when the server closes. */
  untilLength?: boolean;
  /** After 5 s, `close` ends the wait with what came (default); `fail` rejects. */
  onTimeout?: 'close' | 'fail';
}

const WAIT_MS = 5_000;
const INTERIM = /^(HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/;

/** The final answer in `received`, after any interim 1xx ones (100 Continue), or null. */
export function parseAnswer(received: Buffer): RawAnswer | null {
  // Latin-1 keeps one character per byte, so positions in the text are positions in the bytes.
  const text = received.toString('latin1');
  const start = INTERIM.exec(text)?.[0].length ?? 0;
  const split = text.indexOf('\r\n\r\n', start);
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text.slice(start));
  if (!match || split < 0) return null;
  const headers: Record<string, string[]> = {};
  for (const line of text.slice(start, split).split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { status: Number(match[1]), headers, body: received.subarray(split + 4).toString('utf8') };
}

/** Whether `received` holds a whole answer that says its length. */
function isWhole(received: Buffer): boolean {
  const answer = parseAnswer(received);
  const length = Number(answer?.headers['content-length']?.[0] ?? Number.NaN);
  return answer !== null && Buffer.byteLength(answer.body) >= length;
}

/**
 * Opens a connection to `port` on loopback; `answer` resolves with what came back once the
 * server closes it (or a whole answer is in, with `untilLength`), parsed (null when nothing
 * that reads as an answer came).
 */
export function openRaw(
  port: number,
  options: RawOptions = {},
): { socket: Socket; answer: Promise<RawAnswer | null> } {
  const socket = connect(port, '127.0.0.1');
  const answer = new Promise<RawAnswer | null>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      if (options.onTimeout === 'fail') reject(new Error(`no answer within ${WAIT_MS} ms`));
      socket.destroy();
    }, WAIT_MS);
    const finish = () => {
      clearTimeout(timer);
      resolve(parseAnswer(received));
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (options.untilLength && isWhole(received)) {
        socket.destroy();
        finish();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
  });
  return { socket, answer };
}

/** Sends `head` (bytes as Latin-1) on a fresh connection; the answer as `openRaw` reads it. */
export function exchange(
  port: number,
  head: string,
  options?: RawOptions,
): Promise<RawAnswer | null> {
  const { socket, answer } = openRaw(port, options);
  socket.write(head, 'latin1');
  return answer;
}
