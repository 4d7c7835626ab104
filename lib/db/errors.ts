/**
 * The SQLSTATE code and constraint of a database error: drizzle wraps the driver's error (pg's and
 * PGlite's both carry `code`) in `cause`. Null when the error did not come from the database.
 * Codes the app answers: 23505 unique violation, 23503 foreign-key violation.
 */
export function databaseError(error: unknown): { code: string; constraint?: string } | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether `error` is a foreign-key violation of `constraint`: the row an insert referred to was deleted meanwhile. */
export function violatesForeignKey(error: unknown, constraint: string): boolean {
  const found = databaseError(error);
  return found?.code === '23503' && found.constraint === constraint;
}
