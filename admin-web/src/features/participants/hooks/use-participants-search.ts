import { z } from 'zod';
import type { ParticipantQuery } from '@/lib/api/participants/participants';
import { useUrlState } from '@/lib/url-state';

export const PARTICIPANT_SORTS = ['created_at', 'name', 'votes'] as const;
/** Cards per page. */
export const PARTICIPANT_PAGE_SIZE = 24;

const positive = z.preprocess(Number, z.number().int().positive());

/** The screen's state in the URL: search, contest, sort and direction, page; bad values fall back. */
const participantsSearchSchema = z.object({
  search: z.string().trim().min(1).max(100).optional().catch(undefined),
  contest: positive.optional().catch(undefined),
  sort: z.enum(PARTICIPANT_SORTS).catch('created_at'),
  dir: z.enum(['asc', 'desc']).catch('desc'),
  page: positive.catch(1),
});

export function useParticipantsSearch() {
  const [search, update] = useUrlState(participantsSearchSchema);
  const query: ParticipantQuery = {
    search: search.search,
    contest: search.contest,
    ordering: `${search.dir === 'desc' ? '-' : ''}${search.sort}` as ParticipantQuery['ordering'],
    page: search.page,
    page_size: PARTICIPANT_PAGE_SIZE,
  };
  return { search, query, update };
}
