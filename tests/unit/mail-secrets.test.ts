import { describe, expect, it } from 'vitest';
import { isMaskedCopy, MASK, maskSecrets, outboxKeepsSecrets } from '@/lib/mail/secrets';

/** docs/decisions/0138: what the outbox keeps of a mail's codes and signed links. */
const CODE = '7QK2M9TD4XHR6B1VNZ8CJ3PWA0';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJvIjoiYWJjIn0.c2lnbmF0dXJlLXNlY3JldA';

describe('when the outbox keeps a mail as sent', () => {
  it('only as the mailbox itself: no mail server, not production', () => {
    expect(outboxKeepsSecrets({ delivered: false, production: false })).toBe(true);
    expect(outboxKeepsSecrets({ delivered: true, production: false })).toBe(false);
    // Production without SMTP: nobody receives the mail, and nobody may read its code either.
    expect(outboxKeepsSecrets({ delivered: false, production: true })).toBe(false);
    expect(outboxKeepsSecrets({ delivered: true, production: true })).toBe(false);
  });
});

describe('the masked copy', () => {
  it('hides a named code in the subject, the text and the HTML', () => {
    const copy = maskSecrets({ subject: 'Kod 482913', text: 'Giriş kodunuz:\n\n482913\n\n5 dakika', html: '<p style="x">482913</p>' }, ['482913']);
    expect(copy).toEqual({ subject: `Kod ${MASK}`, text: `Giriş kodunuz:\n\n${MASK}\n\n5 dakika`, html: `<p style="x">${MASK}</p>`, hidden: true });
    expect(isMaskedCopy(copy)).toBe(true);
  });

  it('hides every booking code and token of the e-mailed links, named or not', () => {
    const links = [
      `https://www.anatolia-tours.example/travellers/${CODE}`,
      `https://www.anatolia-tours.example/en/travellers/${CODE}`,
      `https://www.anatolia-tours.example/ru/voucher/${CODE}`,
      `https://www.anatolia-tours.example/payment/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${TOKEN}`,
      `https://www.anatolia-tours.example/en/review/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${TOKEN}`,
    ];
    const text = links.map((link) => `Bağlantı: ${link}`).join('\n');
    const html = links.map((link) => `<p><a href="${link}&amp;utm=mail">${link}</a></p>`).join('\n');
    const copy = maskSecrets({ subject: 'Rezervasyonunuz', text, html });
    expect(copy.hidden).toBe(true);
    for (const part of [copy.text, copy.html!]) {
      expect(part).not.toContain(CODE);
      expect(part).not.toContain(TOKEN);
    }
    expect(copy.text).toContain(`/en/travellers/${MASK}`);
    expect(copy.text).toContain(`/ru/voucher/${MASK}`);
    expect(copy.text).toContain(`/payment/0b7e1c1e-3f7a-4d65-9d59-1a2b3c4d5e6f?t=${MASK}`);
    expect(copy.html).toContain(`?t=${MASK}&amp;utm=mail`);
  });

  it('hides a code written in groups whole, and drops the bytes of the attachments of a mail with a secret', () => {
    const grouped = CODE.match(/.{1,4}/g)!.join('-');
    const attachments = [{ filename: 'voucher.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }];
    const copy = maskSecrets({ subject: 'Voucher', text: `Giriş kodunuz: ${grouped}`, attachments }, [CODE, grouped]);
    expect(copy.text).toBe(`Giriş kodunuz: ${MASK}`);
    expect(copy.attachments).toEqual([{ filename: 'voucher.pdf', contentType: 'application/pdf', contentBase64: '' }]);
  });

  it('leaves a mail without secrets as it is', () => {
    const mail = { subject: 'Ödemeniz alındı – AT-12', text: 'Rezervasyonlarım: https://www.anatolia-tours.example/my-bookings\n• Balon Turu', html: '<p>x</p>' };
    const copy = maskSecrets(mail);
    expect(copy).toEqual({ ...mail, hidden: false });
    expect(isMaskedCopy(copy)).toBe(false);
  });
});
