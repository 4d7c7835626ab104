import { describe, expect, it } from 'vitest';
import { personName } from '@/lib/validation/person-name';

const accepted = (name: string) => personName.safeParse(name).success;

describe('a person’s name', () => {
  it('is written in any script, with apostrophes, hyphens, dots and marks as names have them', () => {
    expect(['Ayşe', 'Çağrı', 'O’Neil', "D'Artagnan", 'Jean-Luc', 'J. R.', 'M. Ali', 'Анна-Мария', 'Nguyễn', 'Zoë'].filter(accepted)).toHaveLength(10);
  });

  it('carries no line, link, address, digit or markup into the e-mails and vouchers that print it', () => {
    for (const name of ['Ali\nÖdemeniz başarısız: https://evil.example', 'Ali https://x.example', 'Ödeme için www.anatolia-odeme.example', 'anatolia-odeme.com', 'оплата.рф', 'ali@example.com', 'Ali2', '<b>Ali</b>', ' ', '-Ali']) {
      expect(accepted(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('refuses a pile of combining marks that would run over the lines around it', () => {
    expect(accepted('Z\u0301\u0302\u0303a')).toBe(false);
    expect(accepted('Nguye\u0302\u0303n')).toBe(true);
  });
});
