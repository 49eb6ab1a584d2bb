import { z } from 'zod';
import { VOTE_CHANNELS } from '@/lib/api/vote-ledger';
import { useUrlState } from '@/lib/url-state';

const positive = z.preprocess(Number, z.number().int().positive());

export const VOTES_VIEWS = ['ledger', 'held', 'disputes'] as const;
export type VotesView = (typeof VOTES_VIEWS)[number];
export const HELD_GROUPS = ['address', 'device', 'participant', 'window'] as const;

/**
 * The tab's state in the URL: its part (the ledger, the held votes, the disputes), the contest, the
 * participant search and the participant, the ledger's page and channel, how held votes are grouped,
 * which disputes.
 */
const votesSearchSchema = z.object({
  view: z.enum(VOTES_VIEWS).catch('ledger'),
  contest: positive.optional().catch(undefined),
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  participant: positive.optional().catch(undefined),
  page: positive.catch(1),
  channel: z.enum(VOTE_CHANNELS).optional().catch(undefined),
  by: z.enum(HELD_GROUPS).catch('address'),
  disputes: z.enum(['open', 'answered']).catch('open'),
});

export const useVotesSearch = () => useUrlState(votesSearchSchema);
