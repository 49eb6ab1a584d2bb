import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { phoneVotes as PHONE_VOTES_TEXT } from '@/messages/phone-votes';
import { channelKeys } from './channel-keys';

export type ContestChannels = components['schemas']['ContestChannelsPublicResponse'];
export type SmsChannel = NonNullable<ContestChannels['sms']>;

/** The channels change when an administrator switches them (the API caches them 30 s). */
const FRESH_MS = 60_000;

/** GET /api/contests/contests/{id}/channels: how to vote for the contest by SMS and USSD (null: closed). */
export async function getContestChannels(contestId: number, signal?: AbortSignal): Promise<ContestChannels> {
  return unwrap(
    await api.GET('/api/contests/contests/{id}/channels', { params: { path: { id: contestId } }, signal }),
    PHONE_VOTES_TEXT.loadFailed,
  );
}

export const contestChannelsQuery = (contestId: number) =>
  queryOptions({
    queryKey: channelKeys.contest(contestId),
    queryFn: ({ signal }) => getContestChannels(contestId, signal),
    staleTime: FRESH_MS,
  });

/** The contest's SMS and USSD channels, once its id is known; null until then, or when they could not be read. */
export function useContestChannels(contestId: number | null): ContestChannels | null {
  return useQuery({ ...contestChannelsQuery(contestId ?? 0), enabled: contestId !== null }).data ?? null;
}
