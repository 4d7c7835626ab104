import { describe, expect, it } from 'vitest';
import { formatCode, normalizeCode } from '@/lib/travellers/code-format';
import { ageOn, seatsOf, travellerComplete, travellersBodyBytes, travellersSchema, type LineRules } from '@/lib/travellers/rules';

const line: LineRules = { lineId: 7, startsOn: '2027-06-15', requiresIdList: false, childAgeMax: 11, babyAgeMax: 2 };
const seats = seatsOf([{ id: 7, adultQuantity: 1, childQuantity: 1, babyQuantity: 1 }]);

describe('travellers of a booking', () => {
  it('numbers the seats of a line: adults, then children, then babies', () => {
    expect(seats).toEqual([
      { lineId: 7, seat: 0, category: 'adult' },
      { lineId: 7, seat: 1, category: 'child' },
      { lineId: 7, seat: 2, category: 'baby' },
    ]);
  });

  it('takes a group of 120 on six tours in one list, its longest names within the body’s size limit', () => {
    const groupLines = Array.from({ length: 6 }, (_, index) => ({ id: 10 + index, adultQuantity: 20, childQuantity: 0, babyQuantity: 0 }));
    const groupSeats = seatsOf(groupLines);
    const name = 'Ğ'.repeat(60);
    const body = {
      travellers: groupSeats.map((seat) => ({ lineId: seat.lineId, seat: seat.seat, name, surname: name, birthDate: '', nationality: 'TR', tckn: '10000000146', passportNo: 'A'.repeat(20) })),
    };
    const parsed = travellersSchema(groupSeats, groupLines.map(({ id }) => ({ ...line, lineId: id })), '2027-01-01').safeParse(body);
    expect(parsed.error?.issues.slice(0, 3)).toBeUndefined();
    expect(parsed.data).toHaveLength(120);
    expect(Buffer.byteLength(JSON.stringify(body, null, 2))).toBeLessThan(travellersBodyBytes(groupSeats.length));
  });

  it('counts whole years up to the departure day', () => {
    expect(ageOn('2015-06-15', '2027-06-15')).toBe(12);
    expect(ageOn('2015-06-16', '2027-06-15')).toBe(11);
    expect(ageOn('2024-02-29', '2027-02-28')).toBe(2);
  });

  it('takes a baby of 2 and a child of 3 on the day, and refuses a child who turns 12 by then', () => {
    const schema = travellersSchema(seats, [line], '2027-01-01');
    const body = (childBirth: string) => ({
      travellers: [
        { lineId: 7, seat: 0, name: 'Ayşe', surname: 'Yılmaz' },
        { lineId: 7, seat: 1, name: 'Ela', surname: 'Yılmaz', birthDate: childBirth },
        { lineId: 7, seat: 2, name: 'Can', surname: 'Yılmaz', birthDate: '2025-06-16' },
      ],
    });
    expect(schema.safeParse(body('2024-06-15')).success).toBe(true);
    const refused = schema.safeParse(body('2015-06-15'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['travellers.1.birthDate', 'childAge']]);
    // Not a calendar day, or after today.
    expect(schema.safeParse(body('2024-02-30')).error?.issues[0].message).toBe('birthDate');
    expect(schema.safeParse(body('2027-03-01')).error?.issues[0].message).toBe('birthDate');
    // Year 0, which the database would refuse, is no birth date either.
    expect(schema.safeParse(body('0000-06-15')).error?.issues[0].message).toBe('birthDate');
  });

  it('knows when a saved traveller lacks what its tour needs', () => {
    const adult = { seat: 0, category: 'adult' as const, name: 'Ayşe', surname: 'Yılmaz', birthDate: null, nationality: null, tckn: null, passportNo: null };
    expect(travellerComplete(adult, false)).toBe(true);
    expect(travellerComplete(adult, true)).toBe(false);
    expect(travellerComplete({ ...adult, nationality: 'TR', tckn: '10000000146' }, true)).toBe(true);
    expect(travellerComplete({ ...adult, nationality: 'DE', tckn: '10000000146' }, true)).toBe(false);
    expect(travellerComplete({ ...adult, category: 'child' }, false)).toBe(false);
    expect(travellerComplete(undefined, false)).toBe(false);
  });
});

describe('booking codes as people type them', () => {
  it('ignores case, spaces and dashes, reads O as 0 and I/L as 1, and refuses anything else', () => {
    const code = '0123456789ABCDEFGHJKMNPQRS';
    expect(formatCode(code)).toBe('0123-4567-89AB-CDEF-GHJK-MNPQ-RS');
    expect(normalizeCode(' o123-4567-89ab-cdef-ghjk-mnpq-rs ')).toBe(code);
    expect(normalizeCode('I123456789ABCDEFGHJKMNPQRS')).toBe('1123456789ABCDEFGHJKMNPQRS');
    expect(normalizeCode('U123456789ABCDEFGHJKMNPQRS')).toBeNull();
    expect(normalizeCode('0123')).toBeNull();
  });
});
