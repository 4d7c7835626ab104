/**
 * The one way server code writes to the log (docs/operations.md, "Logs"): one JSON line per
 * message through pino, at the level LOG_LEVEL sets (`info` by default). Personal data is taken
 * out here and nowhere else:
 *
 * - `logError(scope, error, what)`: an unexpected error as its class, its code and a message with
 *   personal data removed. drizzle's DrizzleQueryError carries the query's parameters in its
 *   message ("params: …"), so only its cause (the database's own sentence) is described.
 * - `logEvent(name, fields)`: a domain event (order placed, payment applied, job run…). Fields
 *   named like personal data (e-mail, phone, name, address, identity or tax number, card, password,
 *   token, cookie, IP address) are dropped, and every text value is masked like error messages
 *   (e-mail addresses, long digit runs, password hashes).
 *
 * Each line carries the request id of the request it belongs to when the server runs the request
 * inside the request context (scripts/lib/request-log.mjs).
 */
import pino, { type Logger, type LevelWithSilent } from 'pino';

type Described = { name: string; code?: string; message: string };

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const PASSWORD_HASH = /\$(?:argon2(?:id|i|d)|2[abxy]?|scrypt|pbkdf2[^$\s]*)\$[^\s"',)]+/g;
const DIGIT_RUN = /\d[\d .-]{8,}\d/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Masks e-mail addresses, password hashes and long digit runs; drops anything after "params:". */
export function redact(text: string): string {
  const cut = text.search(/\bparams:/i);
  const kept = cut >= 0 ? `${text.slice(0, cut).trimEnd()} [parameters removed]` : text;
  // A calendar date (2026-11-26, in a file name or a timestamp) is not personal data.
  const number = (run: string) => (ISO_DATE.test(run) ? run : '[number]');
  return kept.replace(PASSWORD_HASH, '[hash]').replace(EMAIL, '[e-mail]').replace(DIGIT_RUN, number).slice(0, 500);
}

function describe(error: unknown, depth = 0): Described {
  if (!(error instanceof Error)) return { name: typeof error, message: redact(String(error)) };
  const code = (error as { code?: unknown }).code;
  const own: Described = { name: error.name || error.constructor.name, code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined, message: '' };
  const isQueryError = error.constructor.name === 'DrizzleQueryError' || /^Failed query:/.test(error.message);
  if (isQueryError) {
    // The query's text and parameters stay out; the database's reason is what helps.
    const cause = depth < 3 && error.cause ? describe(error.cause, depth + 1) : null;
    return { name: cause ? `${own.name} ← ${cause.name}` : own.name, code: cause?.code, message: cause ? `database query failed: ${cause.message}` : 'database query failed' };
  }
  return { ...own, message: redact(error.message) };
}

/** One line: `Name (code): message`, personal data removed. */
export function describeError(error: unknown): string {
  const { name, code, message } = describe(error);
  return `${name}${code ? ` (${code})` : ''}: ${message}`;
}

/** Field names whose values are personal data or secrets: never written, whatever their value. */
const PERSONAL_FIELD = /^(?:.*e-?mail.*|.*phone.*|(?:first|last|sur|full|user|reservation|customer|holder)?_?name|surname|.*address|ip|.*tckn|.*tax.*|.*identity.*|.*password.*|.*passwd.*|.*secret.*|.*token.*|cookie|authorization|card.*|.*pan|cvv|cvc|expiry)$/i;

/** Fields of an event with personal data removed: the one place that decides what may be logged. */
export function redactFields(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (PERSONAL_FIELD.test(key)) {
      out[key] = '[removed]';
    } else if (value instanceof Error) {
      out[key] = describeError(value);
    } else if (typeof value === 'string') {
      out[key] = redact(value);
    } else if (value instanceof Date) {
      out[key] = value.toISOString();
    } else if (Array.isArray(value)) {
      out[key] = depth > 2 ? '[list]' : value.slice(0, 20).map((item) => (typeof item === 'string' ? redact(item) : item && typeof item === 'object' ? redactFields(item as Record<string, unknown>, depth + 1) : item));
    } else if (value && typeof value === 'object') {
      out[key] = depth > 2 ? '[object]' : redactFields(value as Record<string, unknown>, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const LEVELS: LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL, or `info` (`warn` inside Vitest, whose output would drown in events). */
export function configuredLevel(source: Record<string, string | undefined> = process.env): LevelWithSilent {
  const wanted = (source.LOG_LEVEL ?? '').trim().toLowerCase();
  if (LEVELS.includes(wanted as LevelWithSilent)) return wanted as LevelWithSilent;
  return source.VITEST ? 'warn' : 'info';
}

/** The request the current code runs for (scripts/lib/request-log.mjs puts it there). */
type RequestContext = { requestId?: string };
const contextKey = Symbol.for('tour-agency.request-context');
function currentRequest(): RequestContext | undefined {
  const storage = (globalThis as Record<symbol, { getStore(): RequestContext | undefined } | undefined>)[contextKey];
  return storage?.getStore();
}

/**
 * Lines go through console.log (below warn) and console.error (warn and above): stdout and stderr
 * of the server process, and the console Vitest and Next's dev server capture.
 */
function createLogger(): Logger {
  const out = { write: (line: string) => console.log(line.trimEnd()) };
  const err = { write: (line: string) => console.error(line.trimEnd()) };
  return pino(
    {
      level: configuredLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequest()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    pino.multistream(
      [
        { level: 'trace', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    ),
  );
}

// One logger per process, whichever bundle (route handlers, pages, instrumentation) asks first.
const loggerKey = Symbol.for('tour-agency.logger');
export function logger(): Logger {
  const slot = globalThis as Record<symbol, Logger | undefined>;
  return (slot[loggerKey] ??= createLogger());
}

/** Changes the level at run time (tests; an operator's future switch). */
export function setLogLevel(level: LevelWithSilent): void {
  logger().level = level;
}

/** `{"level":"error","scope":…,"error":{name,code,message},"msg":"[scope] what: Name (code): message"}`, personal data removed. */
export function logError(scope: string, error: unknown, what = 'unexpected error'): void {
  const described = describe(error);
  logger().error({ scope, error: described }, `[${scope}] ${what}: ${describeError(error)}`);
}

/** A warning that is not an exception (an ignored forged callback, a skipped job). */
export function logWarning(scope: string, message: string, fields: Record<string, unknown> = {}): void {
  logger().warn({ scope, ...redactFields(fields) }, redact(message));
}

/**
 * A domain event as one JSON line: `{"level":"info","event":"order.placed","orderId":12,…}`.
 * Metrics for the same events are counted by lib/ops/events.ts (recordEvent), which calls this.
 */
export function logEvent(name: string, fields: Record<string, unknown> = {}, level: 'debug' | 'info' | 'warn' | 'error' = 'info'): void {
  logger()[level]({ event: name, ...redactFields(fields) }, name);
}
