/** A request's path as the logs may write it: no query string, no host, each booking code `:code` (lib/security/secret-links.mjs). */
export function loggablePath(url: string | null | undefined): string;
/** Every link in `text` with its booking code and its token parameters (`t`, `token`) replaced by `mask`. */
export function maskSecretLinks(text: string, mask: string): string;
