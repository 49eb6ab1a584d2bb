/** The query keys of the site's settings and the log's signing keys, from here only: one per endpoint. */
export const settingsKeys = {
  /** GET /api/admin/settings (written in place after a save) */
  site: () => ['site-settings'] as const,
  /** GET /api/transparency/keys */
  signingKeys: () => ['transparency-keys'] as const,
};
