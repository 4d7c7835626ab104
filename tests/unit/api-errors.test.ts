import { describe, expect, it } from 'vitest';
import { ApiError, describeApiError, describePaymentApiProblem, errorFromResponse, expectAnswer, paymentApiProblem } from '@/lib/api/errors';
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

describe('the payment API’s errors (the spec’s gateway API errors)', () => {
  const tApi = (key: keyof typeof tr.payment.api, values?: { status: number }) => tr.payment.api[key].replace('{status}', String(values?.status));
  const lines = (error: unknown) => describePaymentApiProblem(paymentApiProblem(error)!, tApi);

  it('says "API Hatası: {status}" with the server’s sentence and its validation messages', () => {
    expect(lines(errorFromResponse(409, { UIMessage: 'Bu sipariş artık ödenemez.' }))).toEqual(['API Hatası: 409', 'Bu sipariş artık ödenemez.']);
    expect(lines(errorFromResponse(400, { Message: 'Geçersiz istek', ModelState: { Amount: ['Tutar gerekli.', 'Tutar sayı olmalı.'], OkUrl: ['Adres gerekli.'] } }))).toEqual([
      'API Hatası: 400',
      'Geçersiz istek',
      'Tutar gerekli. Tutar sayı olmalı.',
      'Adres gerekli.',
    ]);
    expect(lines(errorFromResponse(502, { error: 'Bad gateway' }))).toEqual(['API Hatası: 502', 'Bad gateway']);
    expect(lines(errorFromResponse(500, null))).toEqual(['API Hatası: 500']);
  });

  it('says the API did not answer, or answered empty or in another shape', () => {
    expect(lines(new ApiError('noResponse', 0))).toEqual(['API yanıt vermedi. Lütfen internet bağlantınızı ve API erişimini kontrol edin.']);
    expect(lines(new ApiError('timeout', 0))).toEqual(['API yanıt vermedi. Lütfen internet bağlantınızı ve API erişimini kontrol edin.']);
    const hasUrl = (value: object) => 'gatewayUrl' in value;
    let empty: unknown;
    try {
      expectAnswer(null, hasUrl);
    } catch (error) {
      empty = error;
    }
    expect(lines(empty)).toEqual(['API yanıtı boş veya geçersiz.']);
    let shape: unknown;
    try {
      expectAnswer({ url: 'x' }, hasUrl);
    } catch (error) {
      shape = error;
    }
    expect(lines(shape)).toEqual(['API yanıtı beklenen formatta değil.']);
    expect(expectAnswer({ gatewayUrl: 'x' }, hasUrl)).toEqual({ gatewayUrl: 'x' });
  });

  it('leaves forms their own sentence: no status prefix outside the payment pages', () => {
    expect(describeApiError(errorFromResponse(400, { UIMessage: 'E-posta adresi veya şifre hatalı.' }), t)).toBe('E-posta adresi veya şifre hatalı.');
    expect(describeApiError(errorFromResponse(500, { UIMessage: 'internal detail' }), t)).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
  });
});
