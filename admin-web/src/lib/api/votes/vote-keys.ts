/** The query keys of the votes tab (held votes, the ledger and its reversals, disputes, statements), from here only. */
export const heldVoteKeys = {
  all: ['held-votes'] as const,
  /** GET /api/contests/admin/held-votes/counts */
  counts: () => ['held-votes', 'counts'] as const,
  /** GET /api/contests/admin/held-votes (the queue of every contest or one) */
  queue: (contest: number | 'all', page: number, pageSize: number) =>
    ['held-votes', 'queue', contest, page, pageSize] as const,
  /** GET /api/contests/admin/contests/{id}/held-votes/clusters */
  clusters: (contest: number, by: string) => ['held-votes', 'clusters', contest, by] as const,
  /** GET /api/contests/admin/contests/{id}/held-votes */
  votes: (contest: number, filter: object, page: number, pageSize: number) =>
    ['held-votes', 'votes', contest, filter, page, pageSize] as const,
};

export const voteAuditKeys = {
  all: ['vote-audit'] as const,
  /** GET /api/contests/admin/participants/{id}/votes */
  ledger: (participant: number, page: number, pageSize: number, channel: string) =>
    ['vote-audit', 'ledger', participant, page, pageSize, channel] as const,
  /** GET /api/contests/participants/{id}/votes/summary */
  summary: (participant: number) => ['vote-audit', 'summary', participant] as const,
  /** GET /api/contests/admin/votes/audit */
  log: (page: number, pageSize: number) => ['vote-audit', 'log', page, pageSize] as const,
  /** GET /api/contests/admin/contests/{id}/votes/reversal-preview */
  preview: (contest: number, target: object) => ['vote-audit', 'preview', contest, target] as const,
};

export const voteDisputeKeys = {
  all: ['vote-disputes'] as const,
  /** GET /api/contests/admin/vote-disputes */
  list: (status: string | undefined, page: number) => ['vote-disputes', status, page] as const,
};

export const participantStatementKeys = {
  all: ['participant-statement'] as const,
  /** GET /api/contests/admin/participants/{id}/statement */
  summary: (participant: number) => ['participant-statement', participant, 'summary'] as const,
  /** GET /api/contests/admin/participants/{id}/statement/votes */
  votes: (participant: number, page: number, pageSize: number) =>
    ['participant-statement', participant, 'votes', page, pageSize] as const,
};
