// A stand-in for the agency's mail server in end-to-end runs: the site sends real e-mails over SMTP
// (SMTP_URL), this server keeps them in memory, and the tests read them from a small HTTP mailbox.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Unfolded header lines of a MIME entity, by lower-case name. */
function parseHeaders(head) {
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(body) {
  const bytes = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding = '') {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** "=?UTF-8?Q?Giri=C5=9F_kodunuz?=" → "Giriş kodunuz". */
function decodeWords(value = '') {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset, kind, text) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The text/plain and text/html bodies of a message, however deeply nested in multipart parts. */
function readEntity(raw, found = {}) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      readEntity(part.replace(/^\r?\n/, ''), found);
    }
  } else if (/attachment|inline/i.test(headers['content-disposition'] ?? '') && /filename="?([^";]+)"?/i.test(headers['content-disposition'] ?? '')) {
    // Files sent with the message (a voucher's PDF, an inline QR image): their names, types and sizes.
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'])[1];
    const bytes = /base64/i.test(headers['content-transfer-encoding'] ?? '') ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body);
    (found.attachments ??= []).push({ filename, contentType: type.split(';')[0].trim(), size: bytes.length, contentBase64: bytes.toString('base64') });
  } else if (/^text\/html/i.test(type)) {
    found.html ??= decodeBody(body, headers['content-transfer-encoding']);
  } else if (/^text\/plain/i.test(type)) {
    found.text ??= decodeBody(body, headers['content-transfer-encoding']);
  }
  return { headers, ...found };
}

/**
 * Starts the SMTP server (no TLS, no authentication) and the mailbox:
 * GET {mailboxUrl}?to=address → `[{ id, from, to, subject, replyTo, text, html, attachments?, receivedAt }]`, oldest first.
 * Resolves to `{ smtpUrl, mailboxUrl, close }`; ports 0 pick free ports.
 */
export async function startSmtpServer({ smtpPort = 0, httpPort = 0 } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text = '', html = '', attachments = [] } = readEntity(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          id: messages.length + 1,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: decodeWords(headers.subject),
          replyTo: headers['reply-to'] ?? null,
          text,
          html,
          attachments,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const mailbox = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(to ? messages.filter((message) => message.to.includes(to)) : messages));
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server.address().port));
    });
  const actualSmtpPort = await listen(smtp.server, smtpPort);
  const actualHttpPort = await listen(mailbox, httpPort);
  return {
    // ignoreTLS: nodemailer must not try STARTTLS against a local server without a certificate.
    smtpUrl: `smtp://127.0.0.1:${actualSmtpPort}?ignoreTLS=true`,
    mailboxUrl: `http://127.0.0.1:${actualHttpPort}/messages`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          mailbox.close(() => resolve());
          mailbox.closeAllConnections();
        }),
      ]),
  };
}
