import { describe, expect, it } from 'vitest';
import { filterFaqGroups, foldForSearch, groupFaqs, type FaqGroup } from '@/lib/content/faq-filter';
import { pageExists, pagerItems, parsePageParam } from '@/lib/content/paging';
import { pickRelated } from '@/lib/content/related';

describe('blog list paging', () => {
  it('reads ?page= as a 1-based page; absent is page 1', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
  });

  it.each(['0', '-1', '01', '1.5', 'abc', '', '9999999'])('rejects ?page=%j', (value) => expect(parsePageParam(value)).toBeNull());

  it('rejects a repeated parameter', () => expect(parsePageParam(['1', '2'])).toBeNull());

  it('knows which pages exist for six posts a page (page 1 always does)', () => {
    expect(pageExists(1, 0)).toBe(true);
    expect(pageExists(2, 6)).toBe(false);
    expect(pageExists(2, 7)).toBe(true);
    expect(pageExists(3, 12)).toBe(false);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe('related posts', () => {
  const post = (id: number, tags: string[], publishedAt: string) => ({ id, tags, publishedAt });
  const candidates = [
    post(1, ['Kapadokya', 'Balon'], '2026-01-01T00:00:00Z'),
    post(2, ['İstanbul'], '2026-05-01T00:00:00Z'),
    post(3, ['kapadokya'], '2026-02-01T00:00:00Z'),
    post(4, ['Kapadokya', 'Balon'], '2025-01-01T00:00:00Z'),
    post(5, [], '2026-06-01T00:00:00Z'),
  ];

  it('puts posts sharing the most tags first, then the latest, never the post itself', () => {
    const related = pickRelated({ id: 1, tags: ['Kapadokya', 'Balon'] }, candidates);
    expect(related.map((p) => p.id)).toEqual([4, 3, 5]);
  });

  it('falls back to the latest posts when no tag is shared', () => {
    expect(pickRelated({ id: 9, tags: ['Ege'] }, candidates, 2).map((p) => p.id)).toEqual([5, 2]);
  });
});

describe('help-centre filtering', () => {
  const groups: FaqGroup[] = [
    { category: 'Ödeme', items: [{ id: 1, question: 'Hangi kartları kabul ediyorsunuz?', answer: 'Visa, Mastercard ve Troy.' }] },
    {
      category: 'İptal ve İade',
      items: [
        { id: 2, question: 'Rezervasyonumu nasıl iptal ederim?', answer: 'Hesabım sayfasından.' },
        { id: 3, question: 'İade ne zaman yapılır?', answer: 'Ödeme yönteminize 7 iş günü içinde.' },
      ],
    },
  ];

  it('folds case, Turkish i and accents', () => {
    expect(foldForSearch('  İPTAL  ve ÖDEME ')).toBe('iptal ve odeme');
    expect(foldForSearch('ıIiİ')).toBe('iiii');
  });

  it('keeps questions with every typed word in the question, answer or category', () => {
    expect(filterFaqGroups(groups, 'odeme').map((g) => g.items.map((i) => i.id))).toEqual([[1], [3]]);
    expect(filterFaqGroups(groups, 'IPTAL nasil')).toEqual([{ category: 'İptal ve İade', items: [groups[1].items[0]] }]);
    expect(filterFaqGroups(groups, 'kripto')).toEqual([]);
  });

  it('keeps everything for an empty query', () => {
    expect(filterFaqGroups(groups, '   ')).toBe(groups);
  });

  it('groups rows by category in the order categories first appear', () => {
    const rows = [
      { id: 1, category: 'B', question: 'q1', answer: 'a1' },
      { id: 2, category: 'A', question: 'q2', answer: 'a2' },
      { id: 3, category: 'B', question: 'q3', answer: 'a3' },
    ];
    expect(groupFaqs(rows).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
  });
});
