// A short-lived copy of answers that Next.js would give again unchanged, kept by the production
// server in front of Next: a request with exactly the same URL and headers (cookies, language, RSC
// headers, user agent…) gets the same status, headers and compressed body again without passing
// through Next's router, proxy and handlers. It is what a reverse proxy's micro-cache does, limited
// to two kinds of answers whose validity this process knows:
//   - pages from Next's full-route cache (`x-nextjs-cache: HIT`): every `revalidateTag` /
//     `revalidatePath` of this process (dashboard writes, checkouts) empties the copy at once (the
//     server calls `invalidate()` when Next records a tag), an answer produced while that happened
//     is not kept, and none is kept longer than `ttlMs`, so Next's time-based revalidation still runs;
//   - answers made of a serialised-cache entry (lib/http/serialized-cache.ts, ETag `"sj-…"`, the
//     10,000-tour list): served only while that entry is still the one the route would answer.
import { isFresh } from './compression.mjs';

/** Request headers that do not change Next's answer, or that this layer handles itself. */
const IGNORED = new Set(['connection', 'keep-alive', 'accept-encoding', 'if-none-match', 'if-modified-since']);

export class ResponseCache {
  /** `isCurrentEntity(etag)`: whether the serialised answer with this ETag is still the current one. */
  constructor({ ttlMs = 5_000, maxEntries = 1_000, isCurrentEntity = () => false } = {}) {
    this.ttlMs = ttlMs;
    this.isCurrentEntity = isCurrentEntity;
    this.maxEntries = maxEntries;
    this.generation = 0;
    this.entries = new Map();
  }

  /** The cache key of a GET request answered in `encoding`, or null when it may not be cached. */
  key(req, encoding) {
    if (req.method !== 'GET' || !encoding) return null;
    let key = `${encoding} ${req.url}`;
    const raw = req.rawHeaders;
    for (let index = 0; index < raw.length; index += 2) {
      if (!IGNORED.has(raw[index].toLowerCase())) key += `\n${raw[index].toLowerCase()}:${raw[index + 1]}`;
    }
    return key;
  }

  /** Answers from the copy when there is a valid one; false otherwise. */
  serve(key, req, res) {
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.generation !== this.generation || entry.expiresAt <= Date.now() || (entry.serialized && !this.isCurrentEntity(entry.etag))) {
      this.entries.delete(key);
      return false;
    }
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.etag && isFresh(req, entry.etag)) {
      res.statusCode = 304;
      for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name);
      res.end();
    } else {
      res.end(entry.body);
    }
    return true;
  }

  /**
   * Keeps an answer (headers as sent, compressed body) if it is of a kind described above and no
   * invalidation happened since `generation`.
   */
  store(key, generation, { status, headers, body }) {
    if (key === null || generation !== this.generation || status !== 200) return;
    const etag = headers.etag ? String(headers.etag) : null;
    const serialized = Boolean(etag?.startsWith('"sj-')) && this.isCurrentEntity(etag);
    if (headers['x-nextjs-cache'] !== 'HIT' && !serialized) return;
    const kept = Object.entries(headers).filter(([name]) => name !== 'date');
    this.entries.delete(key);
    this.entries.set(key, { status, headers: kept, body, etag, serialized, generation, expiresAt: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value);
  }

  /** Forgets everything, and whatever is being produced right now. */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }
}
