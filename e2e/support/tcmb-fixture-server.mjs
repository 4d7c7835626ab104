// A stand-in for the central bank's rate server (www.tcmb.gov.tr) for end-to-end runs: the app is
// started with TCMB_BASE_URL = `${url}/kurlar`, so it never reaches the real bank.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const bulletinFile = fileURLToPath(new URL('../../tests/fixtures/tcmb/today-sample.xml', import.meta.url));

function readBulletin() {
  if (!existsSync(bulletinFile)) throw new Error(`The TCMB fixture bulletin is missing (${bulletinFile}).`);
  return readFileSync(bulletinFile);
}

/**
 * The newest bulletin's date at `now`: today in Turkey (UTC+3 all year), or the Friday before on a
 * weekend. The real bank has published that day's bulletin by the afternoon; this stand-in has it
 * all day. Worked out per request: a run that crosses midnight in Turkey must not be served the
 * previous day's file, which the site rightly marks approximate (lib/rates/model.ts).
 */
function newestBulletinDay(now = new Date()) {
  const day = new Date(now.getTime() + 3 * 3600_000);
  day.setUTCHours(0, 0, 0, 0);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day;
}

/** The real bulletin's numbers under the newest bulletin's date. */
function datedNow(bulletin) {
  const day = newestBulletinDay();
  const [yyyy, mm, dd] = day.toISOString().slice(0, 10).split('-');
  return Buffer.from(
    bulletin
      .toString('utf8')
      .replace(/Tarih="\d{2}\.\d{2}\.\d{4}"/, `Tarih="${dd}.${mm}.${yyyy}"`)
      .replace(/Date="\d{2}\/\d{2}\/\d{4}"/, `Date="${mm}/${dd}/${yyyy}"`),
  );
}

/**
 * Serves GET /kurlar/today.xml with the real 2026/182 bulletin (USD 48.9008, EUR 55.6307), dated
 * the newest bulletin's day (worked out per request), and 404 for anything else, as the bank does for days without a bulletin.
 * `port` 0 picks a free port. Resolves to `{ url, close }`; `url` is the origin
 * (`http://127.0.0.1:{port}`) without a path.
 */
export async function startTcmbFixtureServer({ port = 0 } = {}) {
  const original = readBulletin();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if ((request.method === 'GET' || request.method === 'HEAD') && pathname === '/kurlar/today.xml') {
      const bulletin = datedNow(original);
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
