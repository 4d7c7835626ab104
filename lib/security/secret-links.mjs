// The site's addresses that carry a secret, in one place (docs/decisions/0138), as plain JavaScript so
// that both sides use the one definition: the loggers (scripts/lib/request-log.mjs,
// scripts/production-server.mjs, lib/http/respond.ts) write such an address with `:code` in place of
// its secret, and the mail outbox (lib/mail/secrets.ts) keeps its copy of a delivered e-mail with the
// secret masked. deploy/nginx/site.conf does the same for nginx's access log (its `map`).
//   - a booking code (lib/travellers/token.ts) is the path segment after `travellers/` (the travellers
//     form, /api/Travellers/{code}) or `voucher/` / `vouchers/` (the voucher page,
//     /api/Vouchers/{code}/pdf), with or without a language prefix: whoever has it reads and changes
//     the travellers' identity numbers, or reads the voucher;
//   - a signed token is the query parameter `t` (the balance link /payment/{uuid}?t=…, the review
//     link /review/{uuid}?t=…, /api/Payment/result/{id}?t=…, /api/Orders/{uuid}/review?t=…) or
//     `token`. The loggers drop the query string altogether.

/** `travellers/{code}`, `voucher/{code}`, `vouchers/{code}` anywhere in a path, any letter case. */
const SECRET_SEGMENT = /(^|\/)(travellers|vouchers?)\/[^/]+/gi;
/** The same in a link inside a text (which ends at a blank, a quote or an angle bracket). */
const SECRET_SEGMENT_IN_LINK = /(^|\/)(travellers|vouchers?)\/[^/?#]+/gi;
/** `?t=…`, `&t=…`, `?token=…` (also after `&amp;` or `&#38;` in HTML). */
const SECRET_PARAM = /([?&;])(t|token)=[^&#\s"'<>]*/gi;
/** A link in an e-mail's text or HTML. */
const LINK = /\bhttps?:\/\/[^\s"'<>]+/gi;
const ORIGIN = /^[a-z][\w+.-]*:\/\/[^/?#]*/i;

/**
 * What a log may say about a request's address: its path, without the query string or fragment and
 * without a scheme and host, each booking code written `:code`
 * (`/en/travellers/7QK2…?x=1` → `/en/travellers/:code`).
 */
export function loggablePath(url) {
  const path = String(url ?? '/').replace(ORIGIN, '').split(/[?#]/)[0] || '/';
  return path.replace(SECRET_SEGMENT, '$1$2/:code');
}

/** Every link in `text` with its booking code and its token parameters replaced by `mask`. */
export function maskSecretLinks(text, mask) {
  return String(text).replace(LINK, (link) => link.replace(SECRET_SEGMENT_IN_LINK, `$1$2/${mask}`).replace(SECRET_PARAM, `$1$2=${mask}`));
}
