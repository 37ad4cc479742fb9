/**
 * The messages of PostgreSQL's extended query protocol that run a named prepared statement:
 * Bind (its parameters, all in text format, results in text), Describe (the portal), Execute
 * (every row) and Sync, in one buffer, as PGlite's `protocol.serialize` writes them. Built here
 * because PGlite's serializer measures each parameter's UTF-8 length one character at a time
 * in JavaScript and then copies it twice; a batch commit's parameters are tens of kilobytes of
 * JSON, and that took a fifth of a commit's write on PGlite. Node measures and writes them
 * natively, into a buffer of the exact size.
 */
export function bindAndExecute(statement: string, values: readonly (string | null)[]): Buffer {
  const statementBytes = Buffer.byteLength(statement, 'utf8');
  const lengths = values.map((value) => (value === null ? -1 : Buffer.byteLength(value, 'utf8')));
  const parameterBytes = lengths.reduce((sum, length) => sum + 4 + Math.max(length, 0), 0);
  // Bind, after its type byte and its length: portal "" and statement (C strings), the
  // parameters' format codes (all 0, text), each parameter (length, then bytes; -1 for null),
  // the results' format codes (none: all text).
  const names = 1 + statementBytes + 1;
  const formats = 2 + 2 * values.length;
  const bindLength = 4 + names + formats + 2 + parameterBytes + 2;
  const message = Buffer.allocUnsafe(1 + bindLength + DESCRIBE_EXECUTE_SYNC.length);
  let at = message.writeUInt8(0x42, 0); // 'B'
  at = message.writeInt32BE(bindLength, at);
  at = message.writeUInt8(0, at);
  at += message.write(statement, at, 'utf8');
  at = message.writeUInt8(0, at);
  at = message.writeUInt16BE(values.length, at);
  for (let i = 0; i < values.length; i += 1) at = message.writeInt16BE(0, at);
  at = message.writeUInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = message.writeInt32BE(lengths[i] as number, at);
    if (value !== null) at += message.write(value, at, 'utf8');
  });
  at = message.writeInt16BE(0, at);
  DESCRIBE_EXECUTE_SYNC.copy(message, at);
  return message;
}

/**
 * Describe portal "" ('D', length 6, 'P', ""), Execute portal "" with no row limit ('E',
 * length 9, "", 0) and Sync ('S', length 4): the same for every call.
 */
const DESCRIBE_EXECUTE_SYNC = Buffer.from(
  '44000000065000' + '45000000090000000000' + '5300000004',
  'hex',
);
