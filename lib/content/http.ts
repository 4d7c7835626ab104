/**
 * Public content is the same for every visitor of a language, so shared caches may keep an answer
 * for a minute (and serve it stale while refreshing); the dashboard's edits show within that time.
 */
export const publicContentHeaders = {
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
  Vary: 'Accept-Language',
} as const;
