import { ApiError, unwrap } from './api-errors';
import type { ApiClient } from './api-client';

/**
 * The reads both front ends make, written once: each app passes its own client (its session rides on
 * it), the French message to show when the answer carries none (`fallback`), and keeps its own query
 * keys and hooks.
 */

/** GET /api/contests/contests/{id}: one contest (drafts too, for an administrator). */
export const fetchContest = async (api: ApiClient, id: number, fallback: string) =>
  unwrap(await api.GET('/api/contests/contests/{id}', { params: { path: { id } } }), fallback);

/** GET /api/contests/contests/{id}/results: the signed results dossier of a closed contest, null before it is sealed (404). */
export async function fetchResultsDossier(api: ApiClient, id: number, fallback: string) {
  try {
    return unwrap(await api.GET('/api/contests/contests/{id}/results', { params: { path: { id } } }), fallback);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/contests/participants/{id}: one participant with its votes, rank and contest. */
export const fetchParticipant = async (api: ApiClient, id: number, fallback: string, signal?: AbortSignal) =>
  unwrap(await api.GET('/api/contests/participants/{id}', { params: { path: { id } }, signal }), fallback);

/** GET /api/contests/list-winners: winners of closed contests, newest close first (one contest's with `contest`). */
export const fetchWinners = async (api: ApiClient, query: { contest?: number; page_size?: number }, fallback: string) =>
  unwrap(await api.GET('/api/contests/list-winners', { params: { query } }), fallback);

/** GET /api/countries: the countries (name, dial code, number of cities), searched by name when asked. */
export const fetchCountries = async (api: ApiClient, fallback: string, search?: string) =>
  unwrap(await api.GET('/api/countries', { params: { query: search ? { search } : {} } }), fallback);

/** GET /api/cities?country=: the cities of one country. */
export const fetchCities = async (api: ApiClient, country: number, fallback: string) =>
  unwrap(await api.GET('/api/cities', { params: { query: { country } } }), fallback);

/** GET /api/payments/packs: the packs on sale, priced (promotions included) by the server; searched by name when asked. */
export const fetchVotePacks = async (
  api: ApiClient,
  fallback: string,
  { search, signal }: { search?: string; signal?: AbortSignal } = {},
) => unwrap(await api.GET('/api/payments/packs', { params: { query: search ? { search } : {} }, signal }), fallback);

/** GET /api/transparency/keys: every public key that ever signed the vote log, old ones included. */
export const fetchTransparencyKeys = async (api: ApiClient, fallback: string) =>
  unwrap(await api.GET('/api/transparency/keys'), fallback);
