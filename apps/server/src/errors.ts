import { STATUS_CODES as HTTP_REASONS, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@clearpath/core';
import { isApiPath } from './api-path';
import { noErrorReporter, type ErrorReporter } from './error-reporting';

/** An expected failure with a code the client can act on. Thrown by services, mapped once here. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

// Connection-level failures: the database is away, not the request wrong. Answered with 503
// and a retry hint. A socket's (refused, reset, timed out, broken pipe), and PostgreSQL's
// shutdowns (admin, crash, cannot connect now); its connection exceptions are class 08.
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** Seconds a client waits before retrying a 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = '5';

interface ErrorIdentity {
  name?: string;
  code?: string;
  cause?: ErrorIdentity;
}

/**
 * What may be logged of an error: its name and code, and its cause's. Never its message: a
 * database error's message carries the failed query's parameters (answers, ids).
 */
export function errorIdentity(error: unknown, depth = 0): ErrorIdentity {
  const { name, code, cause } = (error ?? {}) as Record<string, unknown>;
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause && depth < 3 ? { cause: errorIdentity(cause, depth + 1) } : {}),
  };
}

/**
 * An error as every log line shows it (the logger's `err` serializer, so Fastify's own lines too,
 * such as a stream that failed after its headers were sent): its identity and where it was thrown.
 */
export function loggedError(error: unknown): ErrorIdentity & { stack?: string } {
  const stack = stackFrames(error);
  return stack ? { ...errorIdentity(error), stack } : errorIdentity(error);
}

/** Where an error was thrown: the stack's frames without the message line. */
function stackFrames(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

// The driver's own errors for a connection that is gone or never came.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

/** The error and each error it wraps (`cause`), outermost first: drivers and Drizzle nest them. */
function* errorChain(error: unknown): Generator<unknown> {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    yield current;
  }
}

/**
 * A failed system call on a socket, as Node raises it (`read ECONNRESET`, with `syscall`), or a
 * connection tried on several addresses that failed on each (an AggregateError of those).
 * Node's error for a request whose client hung up ('aborted', code ECONNRESET too) names no
 * system call: it is the client that left, not the database.
 */
function isSocketFailure(error: object): boolean {
  const { errors } = error as { errors?: unknown };
  return namesSyscall(error) || (Array.isArray(errors) && errors.some(namesSyscall));
}

function namesSyscall(error: unknown): boolean {
  return typeof (error as { syscall?: unknown } | null)?.syscall === 'string';
}

/** The database cannot be reached or dropped the connection (the driver's error, or a wrapper). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of errorChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNOS.has(code) && isSocketFailure(current as object)) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/**
 * The client hung up before its request was read or answered: Node ends the request's stream
 * with 'aborted' (code ECONNRESET) or a premature close, and Fastify's body reader passes that
 * on or fails with its own FST_ERR_CTP_ code. Nobody is left to answer, and nothing is wrong on
 * the server; a request the server itself closed (408, clientErrorHandler) ends the same way.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const gone = request.raw.aborted || request.raw.socket?.destroyed === true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    gone &&
    typeof code === 'string' &&
    (code === 'ECONNRESET' ||
      code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      code.startsWith('FST_ERR_CTP_'))
  );
}

/** A unique index refused a row (SQLSTATE 23505), the driver's error or one wrapping it. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of errorChain(error)) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function validationFields(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      (error.validationContext ?? 'body');
    (fields[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
) {
  // An error is never worth keeping in a cache, and some name the request they refuse.
  return reply
    .status(ERROR_STATUS[code])
    .type('application/json')
    .header('Cache-Control', 'no-store')
    .send(errorBody(code, message, fields));
}

/** Maps every error to the JSON error body, once. 5xx details are logged, never sent. */
export function registerErrorHandling(
  app: FastifyInstance,
  reporter: ErrorReporter = noErrorReporter,
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return sendError(reply, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        'bad_request',
        'Some of the information sent is not valid.',
        validationFields(error),
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: errorIdentity(error) }, 'database unavailable');
      void reply.header('Retry-After', RETRY_AFTER_SECONDS);
      return sendError(
        reply,
        'unavailable',
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }
    if (isClientAbort(error, request)) {
      // The answer goes nowhere; it only closes the request in Fastify's books.
      request.log.debug({ err: errorIdentity(error) }, 'the client hung up before its answer');
      return sendError(reply, 'bad_request', 'The request did not arrive in full.');
    }
    const status = error.statusCode ?? 500;
    if (status === 415) {
      return sendError(
        reply,
        'bad_request',
        'Send the request body as JSON (Content-Type: application/json).',
      );
    }
    const mapped = STATUS_CODES[status];
    if (mapped && status < 500) {
      if (mapped === 'payload_too_large')
        return sendError(reply, mapped, 'The request is too large.');
      return sendError(reply, mapped, error.message);
    }
    if (status < 500) return sendError(reply, 'bad_request', CANNOT_ANSWER);
    // An error's message may carry request data (a database error holds the query's
    // parameters): log only its identity and where it was thrown.
    request.log.error({ err: error }, 'unhandled error');
    reporter.capture(error, { method: request.method, route: request.routeOptions.url ?? '' });
    return sendError(reply, 'internal', 'Something went wrong on our side. Please try again.');
  });
}

const CANNOT_ANSWER = 'This request cannot be answered as it was sent.';

/**
 * Fastify's own refusals before routing (a path with bad %-encoding): the one error body, with
 * the API's security headers, as no hook runs for them.
 */
export function frameworkErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'The address of this request is not valid.'
        : CANNOT_ANSWER;
    void reply.headers(securityHeaders);
    return sendError(reply, 'bad_request', message);
  };
}

/**
 * An error answer written outside Fastify, which never sees its request: the one JSON error
 * body, the API's security headers (`apiSecurityHeaders`), and the connection closes after it.
 */
function closingAnswer(
  code: ErrorCode,
  message: string,
  securityHeaders: Readonly<Record<string, string>>,
) {
  const body = JSON.stringify(errorBody(code, message));
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...securityHeaders,
  };
  return { status: ERROR_STATUS[code], headers, body };
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
 * Fastify's error handler: they get the one JSON error body too, then the connection closes.
 */
export function clientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [code, message]: [ErrorCode, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ['headers_too_large', 'The request headers are too large.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ['request_timeout', 'The request did not arrive in time. Please try again.']
          : ['bad_request', 'The request could not be read.'];
    answerOnSocket(socket, closingAnswer(code, message, securityHeaders));
  };
}

/** Writes a closing answer straight to the connection, for requests no response object carries. */
function answerOnSocket(socket: Duplex, answer: ReturnType<typeof closingAnswer>): void {
  if (socket.writable) {
    const head = Object.entries(answer.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `HTTP/1.1 ${answer.status} ${HTTP_REASONS[answer.status] ?? ''}\r\n${head}\r\n${answer.body}`,
    );
  }
  socket.destroy();
}

/**
 * A CONNECT request, which asks a proxy for a tunnel: Node hands it to the server's `connect`
 * event, and with nothing listening closes the connection without a word. This server is no
 * proxy: a known address gets a 405 naming the methods it takes (`methodsOf`, none for an
 * unknown one: a 404), with the one JSON error body.
 */
export function connectRefuser(
  securityHeaders: Readonly<Record<string, string>>,
  methodsOf: (path: string) => readonly string[],
) {
  return (request: IncomingMessage, socket: Duplex): void => {
    const target = request.url ?? '';
    const path = target.split('?')[0] ?? target;
    const allowed = path.startsWith('/') ? methodsOf(path) : [];
    if (allowed.length === 0) {
      answerOnSocket(
        socket,
        closingAnswer('not_found', `Nothing is found at CONNECT ${path}.`, securityHeaders),
      );
      return;
    }
    const answer = closingAnswer(
      'method_not_allowed',
      `${path} takes ${allowed.join(' or ')}, not CONNECT.`,
      securityHeaders,
    );
    answerOnSocket(socket, {
      ...answer,
      headers: { ...answer.headers, allow: allowed.join(', ') },
    });
  };
}

/**
 * A request with an Expect header other than `100-continue` (the only expectation HTTP/1.1
 * defines, RFC 9110 §10.1.1): 417 with the one JSON error body, as the parser's refusals get.
 */
export function expectationRefuser(securityHeaders: Readonly<Record<string, string>>) {
  return (_request: IncomingMessage, response: ServerResponse): void => {
    const answer = closingAnswer(
      'expectation_failed',
      'The Expect header of this request cannot be met. Send the request without it.',
      securityHeaders,
    );
    response.writeHead(answer.status, answer.headers).end(answer.body);
  };
}

/** A known API path asked with a method it does not take: 405, with the methods it does. */
export function sendMethodNotAllowed(
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: readonly string[],
) {
  const path = request.url.split('?')[0] ?? request.url;
  void reply.header('Allow', allowed.join(', '));
  return sendError(
    reply,
    'method_not_allowed',
    `${path} takes ${allowed.join(' or ')}, not ${request.method}.`,
  );
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const what = `${request.method} ${path}`;
  return sendError(
    reply,
    'not_found',
    isApiPath(path) ? `No API route matches ${what}.` : `Nothing is found at ${what}.`,
  );
}
