import { describe, expect, it } from 'vitest';
import { menuFor } from '@/lib/auth/menu';

const urls = (menu: ReturnType<typeof menuFor>) => menu.flatMap((entry) => entry.subItems.flatMap((item) => [item.url, ...(item.subNavLeftItems ?? []).map((sub) => sub.url)]));

describe('the Menu of the login result', () => {
  it('has the spec’s shape: entries with subItems carrying url, optionally nested subNavLeftItems', () => {
    const menu = menuFor('admin', 'tr');
    for (const entry of menu) {
      expect(entry.title).toBeTruthy();
      for (const item of entry.subItems) expect(item.url).toMatch(/^\//);
    }
    const addTour = menu.flatMap((entry) => entry.subItems).find((item) => item.url === '/db-add-tour');
    expect(addTour?.subNavLeftItems?.map((item) => item.url)).toEqual(['/db-add-tour-images', '/db-add-tour-itineraries']);
  });

  it('differs by role: the agency pages only for admins, none for temporary users', () => {
    const admin = urls(menuFor('admin', 'tr'));
    const customer = urls(menuFor('customer', 'tr'));
    expect(admin).toContain('/db-add-tour');
    expect(admin).toContain('/db-add-ContactEmails');
    expect(customer).not.toContain('/db-add-tour');
    expect(customer.every((url) => !url.startsWith('/db-add'))).toBe(true);
    expect(customer).toEqual(expect.arrayContaining(['/db-main', '/my-bookings', '/db-profile']));
    expect(menuFor('guest', 'tr')).toEqual([]);
  });

  it('is written in the request language', () => {
    expect(menuFor('customer', 'tr')[0].title).toBe('Hesabım');
    expect(menuFor('customer', 'en')[0].title).toBe('My account');
    expect(menuFor('customer', 'ru')[0].title).toBe('Мой аккаунт');
  });
});
