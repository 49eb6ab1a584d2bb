import { z } from 'zod';
import { VOTE_CHANNELS } from '@/lib/api/votes/vote-ledger';
import { useUrlState } from '@/lib/url-state';

const positive = z.preprocess(Number, z.number().int().positive());

/** The tab opens on the held votes, the work that waits (on a participant's ledger when one is named). */
export const VOTES_VIEWS = ['held', 'ledger', 'disputes'] as const;
export type VotesView = (typeof VOTES_VIEWS)[number];
export const HELD_GROUPS = ['address', 'device', 'participant', 'window'] as const;

/**
 * The tab's state in the URL: its part (the ledger, the held votes, the disputes), the contest, the
 * participant search and the participant, the ledger's or the queue's page (and the queue's page
 * size), the ledger's channel, how held votes are grouped, which disputes.
 */
const votesSearchSchema = z
  .object({
    view: z.enum(VOTES_VIEWS).optional().catch(undefined),
    contest: positive.optional().catch(undefined),
    search: z.string().trim().min(1).max(100).optional().catch(undefined),
    participant: positive.optional().catch(undefined),
    page: positive.catch(1),
    size: z.preprocess(Number, z.union([z.literal(20), z.literal(50), z.literal(100)])).catch(20),
    channel: z.enum(VOTE_CHANNELS).optional().catch(undefined),
    /** Held votes grouped by cluster (of one contest), or none: the queue, oldest first. */
    by: z.enum(HELD_GROUPS).optional().catch(undefined),
    disputes: z.enum(['open', 'answered']).catch('open'),
  })
  // Without a part named: a participant's address opens its ledger, the tab itself the held votes.
  .transform((search) => ({ ...search, view: search.view ?? (search.participant === undefined ? 'held' : 'ledger') }));

export const useVotesSearch = () => useUrlState(votesSearchSchema);
