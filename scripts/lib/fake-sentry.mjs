// A stand-in for the hosted error reporter (Sentry, GlitchTip) on loopback, for tests: it keeps
// the body of every envelope it is sent, so a test can read exactly what would have left.
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';

export async function startFakeSentry() {
  const envelopes = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzip = request.headers['content-encoding'] === 'gzip';
      if (request.method === 'POST') {
        envelopes.push((gzip ? gunzipSync(body) : body).toString('utf8'));
      }
      // The web app's reports come from another origin (the app's port).
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        })
        .end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    envelopes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
