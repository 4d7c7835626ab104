import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { liraDigits, orderThroughApi } from './support/shop';

/** A date `days` from today, as the date inputs take it. */
function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/**
 * The tour page's heading, loaded again until it reads `title`. A write expires the page's tags at
 * once and again 2 s later, for a page that was being rendered from the old record while the write
 * committed (lib/catalog/cache-runtime.ts, docs/decisions/0124): the list's link prefetches the tour
 * page, so such a render can be in flight. Within that window plus a margin every visitor sees it.
 */
async function expectTourHeading(page: Page, tourId: number, title: string) {
  await expect(async () => {
    await page.goto(`/tour-single-1/${tourId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1_000 });
  }).toPass({ timeout: 6_000 });
}

test.describe('tours in the dashboard', () => {
  test('an admin creates a tour with a departure and a picture; it is listed, bookable, edited live, and kept once booked', async ({ page, signIn, browser, baseURL }) => {
    test.slow();
    const title = `Sapanca Gölü Turu ${Date.now().toString(36)}`;
    await signIn('admin');

    // The full tour form, in Turkish.
    await page.goto('/db-add-tour');
    await page.getByLabel('Bölge').selectOption({ index: 1 });
    await page.getByLabel('Tur türü').selectOption('1');
    // Where the tour goes is the staff member's choice, never a default (installments: none abroad).
    await expect(page.getByLabel('Turun gittiği yer')).toHaveValue('');
    await page.getByLabel('Turun gittiği yer').selectOption('domestic');
    await page.locator('#tours-title-tr').fill(title);
    await page.locator('#tours-summary-tr').fill('Göl kıyısında yürüyüş ve köy kahvaltısı.');
    await page.locator('#tours-description-tr').fill('Sapanca Gölü çevresinde rehberli bir gün.');
    await page.getByLabel('Süre (gün)').fill('1');
    await page.getByLabel('Çocuk fiyatı (₺)').fill('600');
    await page.getByRole('button', { name: 'Kalkış ekle' }).click();
    await page.locator('#departure-0-startsOn').fill(daysFromNow(30));
    await page.locator('#departure-0-startTime').fill('09:00');
    await page.locator('#departure-0-capacity').fill('12');

    // A price that is not an amount of lira is refused with the sentence, and nothing is saved.
    await page.getByLabel('Yetişkin fiyatı (₺)').fill('bin lira');
    await page.getByRole('button', { name: 'Turu oluştur' }).click();
    await expect(page.getByText('Tutarı lira olarak girin, örneğin 1450 veya 1450,50')).toBeVisible();
    await expect(page).toHaveURL(/\/db-add-tour$/);

    await page.getByLabel('Yetişkin fiyatı (₺)').fill('1250,50');
    await page.getByRole('button', { name: 'Turu oluştur' }).click();
    await expect(page).toHaveURL(/\/db-add-tour\?id=\d+$/);
    const tourId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByText('Dolu koltuk: 0')).toBeVisible();
    await expect(page.getByLabel('Yetişkin fiyatı (₺)')).toHaveValue('1250.5');

    // A picture, uploaded from the tour's pictures screen; the first becomes the cover.
    await page.getByRole('link', { name: 'Resimler', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/db-add-tour-images\\?tourId=${tourId}$`));
    const png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 120, b: 160 } } }).png().toBuffer();
    await page.getByLabel('Resim dosyası').setInputFiles({ name: 'gol.png', mimeType: 'image/png', buffer: png });
    await page.locator('#new-image-alt-tr').fill('Sapanca Gölü’nde gün doğumu');
    await page.getByRole('button', { name: 'Yükle', exact: true }).click();
    await expect(page.getByText('Resim yüklendi ve sitede gösteriliyor.')).toBeVisible();
    await expect(page.getByText('1600 × 1067')).toBeVisible();
    const imageUrl = await page.locator('ol img').first().getAttribute('src');
    expect(imageUrl).toMatch(/^\/uploads\/tours\/\d+\/[0-9a-f-]{36}\.webp$/);
    const served = await page.request.get(imageUrl!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toContain('immutable');

    // The public list shows it with its cover and price; it can be booked.
    await page.goto(`/tour-list-1?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(liraDigits(125050));
    await expect(card.locator('img')).toHaveAttribute('src', /uploads/);
    await page.goto(`/booking-page/${tourId}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Editing the title changes the public page at once.
    await page.goto(`/db-add-tour?id=${tourId}`);
    await page.locator('#tours-title-tr').fill(`${title} ve Maşukiye`);
    await page.getByRole('button', { name: 'Turu kaydet' }).click();
    await expect(page.getByText('Değişiklikler kaydedildi; site hemen güncellendi.')).toBeVisible();
    await expectTourHeading(page, tourId, `${title} ve Maşukiye`);

    // A guest books it…
    const guest = await browser.newContext({ baseURL });
    await orderThroughApi(await guest.newPage(), tourId, 'eft');
    await guest.close();

    // …so the admin's delete is refused with a sentence, and the tour stays.
    await page.goto('/db-listing');
    await page.getByRole('search', { name: 'Turları süz' }).getByRole('searchbox', { name: 'Ara' }).fill(title);
    await page.getByRole('button', { name: 'Uygula' }).click();
    await page.getByRole('button', { name: `“${title} ve Maşukiye” kaydını sil` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByRole('dialog')).toContainText('Bu turun rezervasyonları var, bu yüzden silinemez.');
    await expectTourHeading(page, tourId, `${title} ve Maşukiye`);
  });

  test('the tour form keeps each language in its own tab; a refused save opens and marks the tab with the first error', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/db-add-tour');
    await expect(page.getByRole('heading', { level: 2, name: 'Temel bilgiler' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fiyatlar ve kurallar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kalkışlar' })).toBeVisible();
    const languages = page.getByRole('tablist', { name: 'Metinlerin dili' });
    const tab = (name: string) => languages.getByRole('tab', { name: new RegExp(`^${name}`) });
    await expect(languages.getByRole('tab')).toHaveCount(3);
    await expect(tab('Türkçe')).toHaveAttribute('aria-selected', 'true');
    // One box per field, in the chosen language only.
    await expect(page.getByLabel('Tur adı (zorunlu)')).toBeVisible();
    await expect(page.locator('#tours-title-en')).toBeHidden();

    // Arrow keys move between the tabs.
    await tab('Türkçe').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('İngilizce')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tours-title-en')).toBeVisible();
    await expect(page.locator('#tours-title-tr')).toBeHidden();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Rusça')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('İngilizce')).toHaveAttribute('aria-selected', 'true');

    // Everything valid but an English title that is too long, typed in the English tab…
    await page.locator('#tours-title-en').fill('A'.repeat(201));
    await tab('Türkçe').click();
    await page.getByLabel('Bölge').selectOption({ index: 1 });
    await page.getByLabel('Tur türü').selectOption('2');
    await page.getByLabel('Turun gittiği yer').selectOption('domestic');
    await page.locator('#tours-title-tr').fill('Dil sekmeleri denemesi');
    await page.locator('#tours-summary-tr').fill('Kısa bir özet.');
    await page.locator('#tours-description-tr').fill('Bir açıklama.');
    await page.getByLabel('Yetişkin fiyatı (₺)').fill('1000');
    await page.getByLabel('Çocuk fiyatı (₺)').fill('500');
    // A trial tour: kept off the public site.
    await page.getByLabel('Sitede göster').uncheck();
    // …is refused from the Turkish tab: the English tab opens, says it has errors, and shows the sentence at its field.
    await page.getByRole('button', { name: 'Turu oluştur' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kaydedilmedi' })).toBeVisible();
    await expect(tab('İngilizce')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('İngilizce')).toHaveAccessibleName(/düzeltilecek alanlar var/);
    await expect(tab('Türkçe')).not.toHaveAccessibleName(/düzeltilecek/);
    await expect(page.locator('#tours-title-en')).toBeFocused();
    await expect(page.locator('#tours-title-en')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('En fazla 200 karakter girebilirsiniz.')).toBeVisible();
    await expect(page).toHaveURL(/\/db-add-tour$/);

    // An error in Turkish comes first: that tab opens, and English stays marked.
    await page.locator('#tours-title-en').fill('B'.repeat(201));
    await tab('Rusça').click();
    await tab('Türkçe').click();
    await page.locator('#tours-title-tr').fill('');
    await tab('Rusça').click();
    await page.getByRole('button', { name: 'Turu oluştur' }).click();
    await expect(tab('Türkçe')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Türkçe')).toHaveAccessibleName(/düzeltilecek alanlar var/);
    await expect(tab('İngilizce')).toHaveAccessibleName(/düzeltilecek alanlar var/);
    await expect(page.locator('#tours-title-tr')).toBeFocused();
    await expect(page.getByText('Bu alan zorunludur.')).toBeVisible();

    // Corrected, the marks go and the tour is created.
    await page.locator('#tours-title-tr').fill('Dil sekmeleri denemesi');
    await tab('İngilizce').click();
    await page.locator('#tours-title-en').fill('Language tabs trial');
    await expect(tab('İngilizce')).not.toHaveAccessibleName(/düzeltilecek/);
    await page.getByRole('button', { name: 'Turu oluştur' }).click();
    await expect(page).toHaveURL(/\/db-add-tour\?id=\d+$/);
    await tab('İngilizce').click();
    await expect(page.locator('#tours-title-en')).toHaveValue('Language tabs trial');
  });
});
