import { makeContest } from '@bebe-star/web-common/test/fixtures';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contest } from '@/lib/api/contests/get-contest';
import { renderPage } from '@/test/render-page';
import { InProgressStrip } from './in-progress-strip';

const contest = (id: number, title: string): Contest =>
  makeContest({
    id,
    title,
    image: `/media/contests/${id}-card.webp`,
    image_urls: {
      thumbnail: `/media/contests/${id}-thumbnail.webp`,
      card: `/media/contests/${id}-card.webp`,
      full: `/media/contests/${id}-full.webp`,
    },
    gender: 'mixed',
  });

const CONTESTS = [contest(1, 'Concours A'), contest(2, 'Concours B'), contest(3, 'Concours C')];

/** The browser's IntersectionObserver, driven by the test: `show` brings an observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static show(element: Element) {
    for (const observer of FakeObserver.all.filter((candidate) => candidate.elements.includes(element))) {
      observer.callback(
        [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

const pictures = () =>
  Array.from(document.querySelectorAll('.in-progress__list img')).map((image) => image.getAttribute('src'));

describe('InProgressStrip: the pictures of the cards', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(CONTESTS), { headers: { 'Content-Type': 'application/json' } })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the first card’s picture at once and each other one when its card comes on screen', async () => {
    renderPage(<InProgressStrip />, { path: '/' });
    expect(await screen.findByText('Concours C')).toBeInTheDocument();
    expect(pictures()).toEqual(['/media/contests/1-card.webp']);

    const places = document.querySelectorAll('.in-progress__list .contest-image--empty');
    expect(places).toHaveLength(2);
    act(() => FakeObserver.show(places[0]));
    expect(pictures()).toEqual(['/media/contests/1-card.webp', '/media/contests/2-card.webp']);
    act(() => FakeObserver.show(places[1]));
    expect(pictures()).toEqual([
      '/media/contests/1-card.webp',
      '/media/contests/2-card.webp',
      '/media/contests/3-card.webp',
    ]);
  });
});
