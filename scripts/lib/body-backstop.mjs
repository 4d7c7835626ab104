// A backstop before Next.js for request bodies no route takes: each route reads at most its own
// limit (lib/http/body.ts, 8 MB for pictures at most), so a declared length past 16 MB is refused
// with 413 without reading a byte. Bodies without a length are counted by the routes themselves.

export const MAX_DECLARED_BODY_BYTES = 16 * 1024 * 1024;

const SENTENCES = {
  tr: 'İstek çok büyük: en fazla 16 MB gönderilebilir.',
  en: 'The request is too large: at most 16 MB can be sent.',
  ru: 'Запрос слишком большой: можно отправить не более 16 MB.',
};

/** Answers 413 (and closes the connection) when Content-Length passes the backstop; true if it did. */
export function refuseAbsurdBody(req, res) {
  if (Number(req.headers['content-length'] ?? 0) <= MAX_DECLARED_BODY_BYTES) return false;
  const language = /^\s*(en|ru)/i.exec(req.headers['accept-language'] ?? '')?.[1].toLowerCase() ?? 'tr';
  res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  res.end(JSON.stringify({ Data: null, UIMessage: SENTENCES[language] }));
  return true;
}
