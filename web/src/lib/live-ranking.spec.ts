import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** The shared socket the hook opens: what it sent, and a way to play the server's side. */
interface FakeSocket {
  connected: boolean;
  sent: [string, unknown][];
  listeners: Map<string, Set<Listener>>;
  connects: number;
}
const live = vi.hoisted(() => ({ socket: undefined as FakeSocket | undefined }));

vi.mock('socket.io-client', () => ({
  io: () => {
    const state: FakeSocket = { connected: false, sent: [], listeners: new Map(), connects: 0 };
    const fire = (event: string, ...args: unknown[]) =>
      state.listeners.get(event)?.forEach((listener) => listener(...args));
    const socket = {
      get connected() {
        return state.connected;
      },
      on(event: string, listener: Listener) {
        if (!state.listeners.has(event)) state.listeners.set(event, new Set());
        state.listeners.get(event)!.add(listener);
        return socket;
      },
      off(event: string, listener: Listener) {
        state.listeners.get(event)?.delete(listener);
        return socket;
      },
      emit(event: string, payload: unknown) {
        state.sent.push([event, payload]);
        return socket;
      },
      connect() {
        if (state.connected) return socket;
        state.connects += 1;
        state.connected = true;
        fire('connect');
        return socket;
      },
      disconnect() {
        state.connected = false;
        fire('disconnect', 'io client disconnect');
        return socket;
      },
    };
    live.socket = state;
    return socket;
  },
}));

const CONTEST = 7;

function wait(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function server() {
  const state = live.socket!;
  const fire = (event: string, ...args: unknown[]) =>
    act(() => state.listeners.get(event)?.forEach((listener) => listener(...args)));
  return {
    asks: () => state.sent.filter(([event]) => event === 'get_ranking').length,
    connects: () => state.connects,
    snapshot: (version: number) =>
      fire('ranking_update', {
        type: 'ranking_update',
        contest: CONTEST,
        version,
        ranking: [{ rank: 1, secure_id: 'a1', baby_name: 'Awa', photo_url: null, vote_count: 3 }],
        changed: [],
        total: 1,
      }),
    /** A delta that starts after the version held: the feed missed one and asks for a snapshot. */
    missedDelta: (since: number) =>
      fire('ranking_delta', {
        type: 'ranking_delta',
        contest: CONTEST,
        version: since + 1,
        since,
        changed: [],
        total: 1,
      }),
    error: (code: number, contest?: number) => fire('error', { type: 'error', code, message: 'refus', contest }),
    closes: () => {
      state.connected = false;
      fire('disconnect', 'io server disconnect');
    },
  };
}

describe('useLiveRanking', () => {
  let useLiveRanking: typeof import('./live-ranking').useLiveRanking;

  beforeEach(async () => {
    vi.useFakeTimers();
    // A fresh module: the socket is shared by every feed of a page, so each test gets its own page.
    vi.resetModules();
    ({ useLiveRanking } = await import('./live-ranking'));
  });

  afterEach(() => vi.useRealTimers());

  it('asks for a snapshot on connection, then at most once a second however many deltas say it missed one', () => {
    renderHook(() => useLiveRanking(CONTEST, 100));
    const live = server();
    expect(live.asks()).toBe(1);
    live.snapshot(5);
    for (let i = 0; i < 4; i += 1) live.missedDelta(10 + i);
    expect(live.asks()).toBe(1);
    wait(1000);
    expect(live.asks()).toBe(2);
  });

  it('moves to the slow rate while the tab is hidden, and back to live when it is seen', () => {
    renderHook(() => useLiveRanking(CONTEST, 100));
    const rates = () =>
      live
        .socket!.sent.filter(([event]) => event === 'get_ranking')
        .map(([, payload]) => (payload as { rate: string }).rate);
    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    expect(rates()).toEqual(['live']);
    wait(1000);
    visibility('hidden');
    expect(rates()).toEqual(['live', 'slow']);
    wait(1000);
    visibility('visible');
    expect(rates()).toEqual(['live', 'slow', 'live']);
  });

  it('waits five seconds after a 4029 before asking again', () => {
    renderHook(() => useLiveRanking(CONTEST, 100));
    const live = server();
    wait(2000);
    live.error(4029);
    live.missedDelta(10);
    wait(4999);
    expect(live.asks()).toBe(1);
    wait(1);
    expect(live.asks()).toBe(2);
  });

  it('comes back five seconds after the server closed the socket, and asks again', () => {
    const { result } = renderHook(() => useLiveRanking(CONTEST, 100));
    const live = server();
    live.closes();
    expect(result.current.status).toBe('offline');
    wait(4999);
    expect(live.connects()).toBe(1);
    wait(1);
    expect(live.connects()).toBe(2);
    expect(result.current.status).toBe('live');
    expect(live.asks()).toBe(2);
  });

  it('stops for good on 4003', () => {
    const { result } = renderHook(() => useLiveRanking(CONTEST, 100));
    const live = server();
    live.error(4003, CONTEST);
    wait(60_000);
    expect(result.current.status).toBe('offline');
    expect(live.connects()).toBe(1);
  });
});
