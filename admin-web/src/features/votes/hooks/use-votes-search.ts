import { z } from 'zod';
import { useUrlState } from '../../../lib/url-state';

const positive = z.preprocess(Number, z.number().int().positive());

/** The tab's state in the URL: the contest, the participant search and the participant, the ledger's page. */
const votesSearchSchema = z.object({
  contest: positive.optional().catch(undefined),
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  participant: positive.optional().catch(undefined),
  page: positive.catch(1),
});

export const useVotesSearch = () => useUrlState(votesSearchSchema);
