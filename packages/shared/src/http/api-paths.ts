/** The API paths the site calls that the spec names (section 7); the site's origin forwards /api/*. */
export const apiPaths = {
  attribution: () => '/api/attribution',
  attributionSession: (sessionId: string) => `/api/attribution/${encodeURIComponent(sessionId)}`,
} as const
