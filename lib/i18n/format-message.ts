// The message formatter of the server builds (React server components and the server rendering of
// client components), put in place of `use-intl/format-message` by next.config.ts; the browser gets
// use-intl's `format-message/format-only` entry itself. Both format with icu-minify's small runtime:
// the messages sent to the browser are compiled on the server first (lib/i18n/client-namespaces.ts,
// each an array), and an ICU string read from messages/*.json (server components, translator() for
// the API and e-mails) is compiled here once, so the server's HTML and the browser's first render
// agree, and t.raw still returns the string. Only public entries: `icu-minify/compile` and
// `use-intl/format-message/format-only` (tests/unit/client-messages.test.ts checks every message
// against use-intl's own ICU formatter).
import compile from 'icu-minify/compile';
import formatCompiled from 'use-intl/format-message/format-only';

type Format = (...args: unknown[]) => unknown;

/** Each ICU string compiled once per process (the catalogues are loaded once). */
const compiledStrings = new Map<string, unknown>();

function compiledMessage(message: string): unknown {
  let compiled = compiledStrings.get(message);
  if (compiled === undefined) compiledStrings.set(message, (compiled = compile(message)));
  return compiled;
}

function formatMessage(...args: unknown[]) {
  const [key, message, ...rest] = args;
  return (formatCompiled as Format)(key, typeof message === 'string' ? compiledMessage(message) : message, ...rest);
}
formatMessage.raw = true;

export default formatMessage;
