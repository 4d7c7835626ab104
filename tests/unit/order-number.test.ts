import { describe, expect, it } from 'vitest';
import { orderNumber, orderNumberQuery } from '@/lib/orders/number';

const uuid = 'a6d94ee8-7a55-4d0e-9d1a-0b6c2e4f8a90';

describe('the order number (docs/decisions/0070)', () => {
  it('is the first 8 characters of the UUID in capitals, with no #', () => {
    expect(orderNumber(uuid)).toBe('A6D94EE8');
  });

  it('is the same whether it is given the order or its UUID', () => {
    expect(orderNumber({ orderUUID: uuid })).toBe(orderNumber(uuid));
  });
});

describe('finding an order by the number staff type', () => {
  it.each(['A6D94EE8', 'a6d94ee8', '#A6D94EE8', ' #a6d94ee8 ', 'A6D9 4EE8', 'A6D9-4EE8'])('reads %j as order A6D94EE8', (typed) => {
    expect(orderNumberQuery(typed)).toBe('a6d94ee8');
  });

  it.each(['Aydın', 'deniz@example.com', 'A6D94EE', 'A6D94EE8F', 'G6D94EE8', ''])('does not take %j for an order number', (typed) => {
    expect(orderNumberQuery(typed)).toBeNull();
  });
});
