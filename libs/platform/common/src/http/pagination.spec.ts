import { resolvePage, toPage } from './pagination';

describe('toPage', () => {
  const url = '/api/users/?search=diallo&page=2&page_size=2';

  it('links to the neighbouring pages, keeping the other query parameters', () => {
    const page = toPage(['c', 'd'], 5, 2, 2, url);
    expect(page).toEqual({
      count: 5,
      next: '/api/users/?search=diallo&page=3&page_size=2',
      previous: '/api/users/?search=diallo&page=1&page_size=2',
      results: ['c', 'd'],
      total_pages: 3,
      current_page: 2,
      page_size: 2,
    });
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = toPage(['a', 'b'], 5, 1, 2, '/api/users/');
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/users/?page=2&page_size=2');

    const last = toPage(['e'], 5, 3, 2, url);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/users/?search=diallo&page=2&page_size=2');
    expect(last.total_pages).toBe(3);
    expect(last.current_page).toBe(3);
  });

  it('counts an exact multiple of the page size without an extra page', () => {
    expect(toPage([], 4, 1, 2, '/api/users/').total_pages).toBe(2);
    expect(toPage([], 5, 1, 2, '/api/users/').total_pages).toBe(3);
  });

  it('gives one page for an empty list', () => {
    expect(toPage([], 0, 1, 50, '/api/users/')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      total_pages: 1,
      current_page: 1,
      page_size: 50,
    });
  });

  it('keeps only the path and query of an absolute URL', () => {
    const page = toPage([], 10, 1, 5, 'http://api.bebestar.example/api/users/?page=1');
    expect(page.next).toBe('/api/users/?page=2&page_size=5');
  });
});

describe('resolvePage', () => {
  it('defaults to the first page of 50', () => {
    expect(resolvePage({})).toEqual({ page: 1, pageSize: 50, offset: 0 });
    expect(resolvePage({}, 20)).toEqual({ page: 1, pageSize: 20, offset: 0 });
  });

  it('computes the offset', () => {
    expect(resolvePage({ page: 3, page_size: 10 })).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });
});
