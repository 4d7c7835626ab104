import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type AdminRecord = { id: number } & Record<string, unknown>;

/**
 * An idempotent API call, repeated once when the server had already closed the idle keep-alive
 * connection the request context reused (ECONNRESET after a long page step).
 */
async function idempotent<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Error && /ECONNRESET|socket hang up/.test(error.message))) throw error;
    return call();
  }
}

/** A record as the admin API holds it, to put it back after a test (later specs read the demo content). */
async function readRecord(request: APIRequestContext, resource: string, id: number): Promise<AdminRecord> {
  const answer = await idempotent(() => request.get(`/api/admin/${resource}/${id}`));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { Data: AdminRecord }).Data;
}

async function restoreRecord(request: APIRequestContext, resource: string, record: AdminRecord, fields: string[]) {
  const data = Object.fromEntries(fields.map((field) => [field, record[field]]));
  const answer = await idempotent(() => request.put(`/api/admin/${resource}/${record.id}`, { data }));
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The Turkish input of a localized field (a fieldset named by the field, one input per language). */
const turkish = (page: Page, field: string) => page.getByRole('group', { name: field, exact: true }).getByLabel('Türkçe', { exact: false });

const SAVED = 'Değişiklikler kaydedildi; site hemen güncellendi.';

/** What the contacts record holds (record 1, edited, never added). */
const CONTACT_FIELDS = ['phone1', 'phone2', 'whatsapp', 'address', 'email'];

/** lib/catalog/cache-runtime.ts expires a write's tags again 2 s after it (RENDER_SETTLE_MS), plus a margin. */
const SETTLED_MS = 6_000;

test.describe('the dashboard’s content screens change the public site at the next request', () => {
  test('an admin renames a slide and the home page shows the new title', async ({ page, signIn }) => {
    await signIn('admin');
    const original = await readRecord(page.request, 'sliders', 1);
    try {
      await page.goto('/');
      await expect(page.getByText('Kapadokya\'da gün doğumu', { exact: true })).toBeVisible();

      await page.goto('/db-add-slayder');
      await expect(page.getByRole('heading', { level: 1, name: 'Slaytlar' })).toBeVisible();
      await page.getByRole('button', { name: '“Kapadokya\'da gün doğumu” kaydını düzenle' }).click();
      await turkish(page, 'Başlık').fill('Kapadokya’da balonla gün doğumu');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();

      await page.goto('/');
      await expect(page.getByText('Kapadokya’da balonla gün doğumu', { exact: true })).toBeVisible();
      await expect(page.getByText('Kapadokya\'da gün doğumu', { exact: true })).toHaveCount(0);
    } finally {
      await restoreRecord(page.request, 'sliders', original, ['title', 'subtitle', 'image', 'linkUrl', 'orderNo', 'isActive']);
    }
  });

  test('an admin edits the body of the footer’s page 13 and /page-single/13 shows it', async ({ page, signIn }) => {
    await signIn('admin');
    const original = await readRecord(page.request, 'pages', 13);
    try {
      await page.goto('/page-single/13');
      await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();

      await page.goto('/db-add-Pages');
      await page.getByRole('button', { name: '“Hakkımızda” kaydını düzenle' }).click();
      await turkish(page, 'Metin').fill('1998’den beri Anadolu’yu birlikte geziyoruz.\n\n## Ekibimiz\n\nRehberlerimizin hepsi bölgenin insanı.');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();

      await page.goto('/page-single/13');
      await expect(page.getByText('1998’den beri Anadolu’yu birlikte geziyoruz.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Ekibimiz' })).toBeVisible();
    } finally {
      await restoreRecord(page.request, 'pages', original, ['title', 'body', 'isActive']);
    }
  });

  test('an admin changes the contacts’ phone and every page’s footer shows it; an invalid number is refused', async ({ page, signIn }) => {
    await signIn('admin');
    const original = await readRecord(page.request, 'contacts', 1);
    const footer = page.getByRole('contentinfo');
    try {
      await page.goto('/tour-list-1');
      await expect(footer.getByText('+90 212 555 01 23')).toBeVisible();

      await page.goto('/db-add-Contacts');
      const phone = page.getByLabel('Telefon 1');
      await expect(phone).toHaveValue('+90 212 555 01 23');
      // A number that cannot be Turkish: the field says so and nothing is sent.
      await phone.fill('12345');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Geçerli bir telefon numarası girin (ör. 0532 123 45 67).')).toBeVisible();
      expect((await readRecord(page.request, 'contacts', 1)).phone1).toBe('+90 212 555 01 23');

      await phone.fill('0216 444 12 34');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect(phone).toHaveValue('+90 216 444 12 34');

      await page.goto('/tour-list-1');
      await expect(footer.getByText('+90 216 444 12 34')).toBeVisible();
    } finally {
      await restoreRecord(page.request, 'contacts', original, CONTACT_FIELDS);
    }
  });

  test('WhatsApp support is promised with a link to the agency’s WhatsApp number, and without a number no link shows', async ({ page, signIn }) => {
    await signIn('admin');
    const original = await readRecord(page.request, 'contacts', 1);
    const chat = 'https://wa.me/905325550123';
    try {
      // The demo agency's number: the support card on the home page, the footer and the contact page link to it.
      await page.goto('/');
      const support = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '7/24 destek' }) });
      await expect(support).toContainText('WhatsApp üzerinden');
      await expect(support.getByRole('link', { name: 'WhatsApp’tan yazın' })).toHaveAttribute('href', chat);
      await expect(page.getByRole('contentinfo').locator(`a[href="${chat}"]`)).toHaveText('+90 532 555 01 23');
      await page.goto('/en/contact');
      await expect(page.getByRole('main').locator(`a[href="${chat}"]`)).toHaveText('+90 532 555 01 23');

      await page.goto('/db-add-Contacts');
      const whatsapp = page.getByLabel('WhatsApp');
      await expect(whatsapp).toHaveValue('+90 532 555 01 23');
      await whatsapp.fill('12345');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Geçerli bir telefon numarası girin (ör. 0532 123 45 67).')).toBeVisible();
      await whatsapp.fill('');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();

      // At once, or within the settle time when another visitor's page was being rendered from the old
      // record while it was saved (docs/decisions/0124; the test below): the page is asked again.
      await expect(async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: '7/24 destek' })).toBeVisible();
        await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0, { timeout: 500 });
      }).toPass({ timeout: SETTLED_MS });
    } finally {
      await restoreRecord(page.request, 'contacts', original, CONTACT_FIELDS);
    }
  });

  test('a page rendered from the old record while a write commits is not kept: within seconds every visitor sees the new one', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await signIn('admin');
    const original = await readRecord(page.request, 'contacts', 1);
    const contacts = (phone1: string) => ({ ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, original[field]])), phone1 });
    const save = async (phone1: string) => {
      const answer = await idempotent(() => page.request.put('/api/admin/contacts/1', { data: contacts(phone1) }));
      expect(answer.status(), await answer.text()).toBe(200);
    };
    const home = async () => (await page.request.get('/')).text();
    /** The agency's telephone as the home page's structured data names it (the footer shows the same). */
    const telephoneOnHome = async () => /"telephone":"([^"]+)"/.exec(await home())?.[1];
    try {
      // Each round: the home page is being rendered by six visitors (the write before expired it)
      // while the next write commits. Before record 124 a third of the rounds kept the old number
      // for the hour the page is cached.
      for (let round = 10; round < 18; round += 1) {
        await save(`+90 216 444 ${round} 11`);
        const renders = Array.from({ length: 6 }, (_, index) => new Promise((resolve) => setTimeout(resolve, index * 40)).then(home));
        await new Promise((resolve) => setTimeout(resolve, 60));
        const latest = `+90 216 444 ${round} 22`;
        await save(latest);
        await Promise.all(renders);
        await expect.poll(telephoneOnHome, { timeout: SETTLED_MS, intervals: [250] }).toBe(latest);
      }
    } finally {
      await restoreRecord(page.request, 'contacts', original, CONTACT_FIELDS);
    }
  });

  test('deleting a page the footer links is refused with a sentence', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/db-add-Pages');
    await page.getByRole('button', { name: '“Hakkımızda” kaydını sil' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('“Hakkımızda” kalıcı olarak silinecek.');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bu sayfaya her sayfanın alt bilgisinden bağlantı veriliyor; silinemez. Gizlemek için yayından kaldırın.');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await page.goto('/page-single/13');
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  });

  test('a blog post written in the dashboard appears on /blog-list-1', async ({ page, signIn }) => {
    await signIn('admin');
    const title = `Kaçkarlar’da yayla yürüyüşü ${Date.now().toString(36)}`;
    let createdId: number | null = null;
    try {
      await page.goto('/blog-list-1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto('/db-add-Blogs');
      await page.getByRole('button', { name: 'Yazı ekle' }).click();
      await turkish(page, 'Başlık').fill(title);
      await turkish(page, 'Özet').fill('Karadeniz yaylalarında üç günlük bir yürüyüşün notları.');
      // HTML is refused with the sentence that explains the format.
      await turkish(page, 'Metin').fill('<p>Yayla</p>');
      await page.getByLabel('Etiketler').fill('Karadeniz\nyayla');
      await page.getByLabel('Yazar').fill('Elif Kaya');
      await page.getByRole('button', { name: 'Ekle', exact: true }).click();
      await expect(page.getByText('HTML etiketleri kullanılamaz: düz metin yazın', { exact: false })).toBeVisible();

      await turkish(page, 'Metin').fill('Sabah sisi kalkınca yayla evleri görünür.\n\n## Hazırlık\n\nYağmurluk almayı unutmayın.');
      const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/blogs') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Ekle', exact: true }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      createdId = ((await answer.json()) as { Data: AdminRecord }).Data.id;
      await expect(page.getByText(`“${title}” eklendi.`)).toBeVisible();

      await page.goto('/blog-list-1');
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    } finally {
      if (createdId) expect((await idempotent(() => page.request.delete(`/api/admin/blogs/${createdId}`))).status()).toBe(200);
    }
  });

  test('in English: an invalid slide shows English sentences on its fields and saves nothing', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/en/db-add-slayder');
    await expect(page.getByRole('heading', { level: 1, name: 'Slides' })).toBeVisible();
    const count = page.getByRole('heading', { level: 2, name: /All slides/ });
    await expect(count).toContainText('(4)');
    await page.getByRole('button', { name: 'Add a slide' }).click();
    await page.getByRole('group', { name: 'Title', exact: true }).getByLabel('English').fill('A slide without a Turkish title');
    await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Title', exact: true }).getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Enter a site path starting with / or an address starting with https.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /All slides/ })).toContainText('(4)');
  });
  test('an admin changes the site title in the meta tags and the home page carries it', async ({ page, signIn }) => {
    await signIn('admin');
    const original = await readRecord(page.request, 'metaTags', 2);
    try {
      await page.goto('/');
      await expect(page).toHaveTitle('Anatolia Tours | Kapadokya, İstanbul ve Türkiye Turları');

      await page.goto('/db-add-MetaTags');
      await expect(page.getByRole('heading', { level: 1, name: 'Meta etiketleri' })).toBeVisible();
      const title = turkish(page, 'Site başlığı');
      await expect(title).toHaveValue('Anatolia Tours | Kapadokya, İstanbul ve Türkiye Turları');
      await page.getByLabel('Facebook adresi').fill('http://facebook.com/anatolia');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('https:// ile başlayan tam bir adres girin ya da alanı boş bırakın.')).toBeVisible();

      await page.getByLabel('Facebook adresi').fill('https://www.facebook.com/anatoliatours');
      await title.fill('Anatolia Tours | Türkiye’nin dört bir yanına turlar');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText(SAVED)).toBeVisible();

      await page.goto('/');
      await expect(page).toHaveTitle('Anatolia Tours | Türkiye’nin dört bir yanına turlar');
    } finally {
      await restoreRecord(page.request, 'metaTags', original, ['title', 'description', 'keywords', 'siteLogo', 'facebook', 'instagram']);
    }
  });

  test('the other content screens open with their records, the feature icons as the site draws them', async ({ page, signIn }) => {
    await signIn('admin');
    for (const [url, heading] of [
      ['/db-add-Features', 'Öne çıkanlar'],
      ['/db-add-Testimonials', 'Yorumlar'],
      ['/db-add-PageTitles', 'Sayfa başlıkları'],
      ['/db-add-ContactEmails', 'Bildirim e-postaları'],
      ['/db-add-Faqs', 'Sık sorulan sorular'],
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1), url).toBeVisible();
    }
    // The demo feature stored with the old name "wallet" is edited as the card icon it shows.
    await page.goto('/db-add-Features');
    await page.getByRole('button', { name: '“Güvenli ödeme” kaydını düzenle' }).click();
    await expect(page.getByLabel('Simge')).toHaveValue('card');
    await expect(page.getByLabel('Simge').locator('option:checked')).toHaveText('Kart (ödeme)');
  });
});
