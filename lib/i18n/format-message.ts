// The message formatter of the server builds (React server components and the server rendering of
// client components), put in place of `use-intl/format-message` by next.config.ts. The browser gets
// `use-intl/format-message/format-only` instead (icu-minify's small runtime, no ICU parser): the
// messages sent to it are compiled on the server first (lib/i18n/client-namespaces.ts), and every
// compiled message is an array. So here an array is a compiled message, formatted the way the
// browser will format it (the server's HTML and the browser's first render agree), and a string is
// an ICU message read from messages/*.json, parsed as before (t.raw keeps working).
// Relative paths: importing `use-intl/format-message` by name would come back to this file.
// @ts-expect-error -- a build file of use-intl, typed only through its package entry (aliased here)
import formatCompiled from '../../node_modules/use-intl/dist/esm/production/format-message/format-only.js';
// @ts-expect-error -- as above
import formatIcu from '../../node_modules/use-intl/dist/esm/production/format-message/index.js';

type Format = (...args: unknown[]) => unknown;

function formatMessage(...args: unknown[]) {
  return (Array.isArray(args[1]) ? (formatCompiled as Format) : (formatIcu as Format))(...args);
}
formatMessage.raw = true;

export default formatMessage;
