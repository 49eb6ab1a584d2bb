import { unwrap } from '@bebe-star/web-common/api-errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { babyKeys } from '@/lib/api/babies/baby-keys';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

/** The page the babies endpoint answers (not described in the OpenAPI document). */
interface BabyPage {
  results: Baby[];
}

export const myBabiesQuery = (userId: number) =>
  queryOptions({
    queryKey: babyKeys.mine(userId),
    queryFn: async () => {
      const result = await api.GET('/api/contests/babies', { params: { query: { page_size: 100 } } });
      const page = unwrap<BabyPage>(result, PARTICIPATION_TEXT.preregistration.babiesError);
      return page.results;
    },
  });

/** The signed-in user's babies. */
export function useMyBabies(userId: number | null) {
  return useQuery({ ...myBabiesQuery(userId ?? 0), enabled: userId !== null });
}
