import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, errorFromResponse } from '@/lib/api/errors';
import tr from '@/messages/tr.json';

const t = (key: keyof typeof tr.errors) => tr.errors[key];

describe('the error catalogue (docs/product-rules.md#errors)', () => {
  it('rejects 401 and 403 without an alert', () => {
    expect(errorFromResponse(401, null).silent).toBe(true);
    expect(errorFromResponse(403, { UIMessage: 'x' }).silent).toBe(true);
  });

  it('says the resource was not found on 404', () => {
    expect(describeApiError(errorFromResponse(404, { UIMessage: 'ignored' }), t)).toBe('İstenen kaynak bulunamadı');
  });

  it('says a server error happened on 500 and above, never the raw body', () => {
    expect(describeApiError(errorFromResponse(502, { message: 'stack trace here' }), t)).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
  });

  it('shows the server’s message for other statuses, else the generic sentence', () => {
    expect(describeApiError(errorFromResponse(400, { UIMessage: 'Geçersiz ödeme tutarı' }), t)).toBe('Geçersiz ödeme tutarı');
    expect(describeApiError(errorFromResponse(409, { message: 'Koltuk kalmadı' }), t)).toBe('Koltuk kalmadı');
    expect(describeApiError(errorFromResponse(418, null), t)).toBe('Bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
  });

  it('keeps field errors for forms', () => {
    const error = errorFromResponse(400, { UIMessage: 'x', errors: { email: 'Geçerli bir e-posta adresi girin.' } });
    expect(error.fieldErrors.email).toBe('Geçerli bir e-posta adresi girin.');
  });

  it('says the connection failed when there was no response', () => {
    expect(describeApiError(new ApiError('noResponse', 0), t)).toBe('Sunucu ile bağlantı kurulamadı. Lütfen internet bağlantınızı kontrol edin.');
  });
});
