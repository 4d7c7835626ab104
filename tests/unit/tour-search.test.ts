import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  containsPattern,
  foldTurkish,
  activeTourFilterCount,
  parseTourListQuery,
  parseTourSearch,
  tourSearchQuery,
  tourSearchToQueryString,
  TOURS_PER_PAGE,
} from '@/lib/catalog/tour-search';

describe('the list pages’ search (parseTourSearch)', () => {
  it('defaults to every tour, recommended order, page 1', () => {
    expect(parseTourSearch({})).toEqual({ sort: 'popular', page: 1 });
    expect(activeTourFilterCount(parseTourSearch({}))).toBe(0);
  });

  it('reads every filter from the query string', () => {
    const search = parseTourSearch(
      new URLSearchParams('q=%20Kapadokya%20&region=3&type=2&minPrice=1000&maxPrice=5000&minDays=1&maxDays=4&date=2026-07-01&month=2026-08&sort=price-desc&page=2'),
    );
    expect(search).toEqual({
      q: 'Kapadokya',
      region: 3,
      type: 2,
      minPrice: 1000,
      maxPrice: 5000,
      minDays: 1,
      maxDays: 4,
      date: '2026-07-01',
      month: '2026-08',
      sort: 'price-desc',
      page: 2,
    });
    // The price and duration ranges count once each.
    expect(activeTourFilterCount(search)).toBe(7);
  });

  it('ignores blank fields, as a submitted form sends them', () => {
    expect(parseTourSearch({ q: '', region: '', type: '  ', sort: '', page: '' })).toEqual({ sort: 'popular', page: 1 });
  });

  it('drops each bad value and keeps the good ones', () => {
    const search = parseTourSearch({
      region: 'abc',
      type: '9',
      minPrice: '-5',
      maxPrice: '1.5',
      minDays: '0',
      date: '2026-02-30',
      month: '2026-13',
      sort: 'cheapest',
      page: '0',
      q: 'x'.repeat(101),
      maxDays: '7',
    });
    expect(search).toEqual({ maxDays: 7, sort: 'popular', page: 1 });
  });

  it('drops a day or month the database cannot hold (year 0) or no departure can have', () => {
    expect(parseTourSearch({ date: '0000-01-01', month: '0000-01' })).toEqual({ sort: 'popular', page: 1 });
    expect(parseTourSearch({ date: '9999-12-31', month: '9999-12' })).toEqual({ sort: 'popular', page: 1 });
    expect(parseTourSearch({ date: '2028-02-29', month: '2028-02' })).toEqual({ date: '2028-02-29', month: '2028-02', sort: 'popular', page: 1 });
  });

  it('takes the first of repeated parameters and matches names without regard to case', () => {
    expect(parseTourSearch({ region: ['4', '5'], MinPrice: '100', SORT: 'newest' })).toEqual({ region: 4, minPrice: 100, sort: 'newest', page: 1 });
  });

  it('turns into the catalogue query: 12 a page, sort mapped to an order', () => {
    expect(tourSearchQuery(parseTourSearch({ region: '2', sort: 'price-asc', page: '3' }))).toEqual({
      filters: { region: 2 },
      order: { by: 'price', direction: 'asc' },
      index: 2,
      size: TOURS_PER_PAGE,
    });
    expect(tourSearchQuery(parseTourSearch({})).order).toEqual({ by: 'recommended', direction: 'asc' });
    expect(tourSearchQuery(parseTourSearch({ sort: 'newest' })).order).toEqual({ by: 'newest', direction: 'desc' });
  });
});

describe('search URLs', () => {
  it('leave out defaults and keep a stable order', () => {
    expect(tourSearchToQueryString(parseTourSearch({}))).toBe('');
    expect(tourSearchToQueryString(parseTourSearch({ page: '2', type: '1', region: '3', sort: 'popular' }))).toBe('region=3&type=1&page=2');
    expect(tourSearchToQueryString({ q: 'Şile & Ağva' })).toBe('q=%C5%9Eile+%26+A%C4%9Fva');
  });

  it('round-trip: parsing the written URL gives the same search', () => {
    const searches = [
      parseTourSearch({}),
      parseTourSearch({ q: 'Şile & Ağva', region: '7', type: '5', minPrice: '0', maxPrice: '99999', minDays: '2', maxDays: '10', date: '2027-01-31', month: '2027-02', sort: 'duration', page: '14' }),
      parseTourSearch({ sort: 'newest', page: '1' }),
    ];
    for (const search of searches) {
      expect(parseTourSearch(new URLSearchParams(tourSearchToQueryString(search)))).toEqual(search);
    }
  });
});

describe('the API’s query (parseTourListQuery)', () => {
  it('reads the spec’s paging and sorting with the filters', () => {
    expect(parseTourListQuery(new URLSearchParams('PageIndex=0&PageSize=9999&SortBy=Id&SortOrder=desc'))).toEqual({
      filters: {},
      order: { by: 'id', direction: 'desc' },
      index: 0,
      size: 9999,
    });
    expect(parseTourListQuery(new URLSearchParams('pageindex=2&pagesize=10&sortby=price&REGION=1'))).toEqual({
      filters: { region: 1 },
      order: { by: 'price', direction: 'asc' },
      index: 2,
      size: 10,
    });
  });

  it('defaults to 100 tours in the recommended order', () => {
    expect(parseTourListQuery(new URLSearchParams())).toEqual({ filters: {}, order: { by: 'recommended', direction: 'asc' }, index: 0, size: 100 });
  });

  it('rejects bad values instead of ignoring them, naming every bad parameter', () => {
    let error: unknown;
    try {
      parseTourListQuery(new URLSearchParams('PageSize=0&SortBy=Stars&type=6&month=2026-1'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((issue) => issue.path.join('.')).sort()).toEqual(['PageSize', 'SortBy', 'month', 'type']);
    expect(() => parseTourListQuery(new URLSearchParams('PageSize=10000'))).toThrow(ZodError);
    expect(() => parseTourListQuery(new URLSearchParams('PageIndex=-1'))).toThrow(ZodError);
  });
});

describe('free-text matching', () => {
  it('folds Turkish letters to their Latin base', () => {
    expect(foldTurkish('Şırnak İĞDE çöl ÜZÜM Âşık')).toBe('Sirnak IGDE col UZUM Asik');
    expect(foldTurkish('Москва')).toBe('Москва');
  });

  it('matches the text anywhere and treats typed wildcards literally', () => {
    expect(containsPattern('Kız Kulesi')).toBe('%Kiz Kulesi%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
