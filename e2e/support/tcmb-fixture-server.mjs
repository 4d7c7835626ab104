// A stand-in for the central bank's rate server (www.tcmb.gov.tr) for end-to-end runs: the app is
// started with TCMB_BASE_URL = `${url}/kurlar`, so it never reaches the real bank.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const candidates = [
  new URL('../../tests/fixtures/tcmb/today-sample.xml', import.meta.url),
  new URL('../../../shared/fixtures/tcmb/today-sample.xml', import.meta.url),
].map((url) => fileURLToPath(url));

function readBulletin() {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`The TCMB fixture bulletin is missing (looked for ${candidates.join(', ')}).`);
  return readFileSync(file);
}

/**
 * Serves GET /kurlar/today.xml with the real 2026/182 bulletin (USD 48.9008, EUR 55.6307) and 404
 * for anything else, as the bank does for days without a bulletin. `port` 0 picks a free port.
 * Resolves to `{ url, close }`; `url` is the origin (`http://127.0.0.1:{port}`) without a path.
 */
export async function startTcmbFixtureServer({ port = 0 } = {}) {
  const bulletin = readBulletin();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if ((request.method === 'GET' || request.method === 'HEAD') && pathname === '/kurlar/today.xml') {
      response.writeHead(200, { 'Content-Type': 'text/xml; charset=UTF-8', 'Content-Length': bulletin.length });
      response.end(request.method === 'HEAD' ? undefined : bulletin);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' });
    response.end('<html><body><h1>404 Not Found</h1></body></html>');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address();
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
