import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 900 } });

/** Fails on serious and critical accessibility problems, listing them. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.locator('main');

test.describe('the blog', () => {
  test('a reader goes from the list to a post and on to a related post', async ({ page }) => {
    await page.goto('/blog-list-1');
    await expect(heading(page)).toHaveText('Blog');
    const cards = main(page).getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);

    const firstLink = cards.first().getByRole('link');
    const title = (await firstLink.innerText()).trim();
    await firstLink.click();
    await expect(page).toHaveURL(/\/blog-single\/\d+$/);
    await expect(heading(page)).toHaveText(title);
    const postUrl = page.url();
    // The body's "## " lines are sub-headings; the post is described for search engines.
    await expect(main(page).locator('article h2').first()).toBeVisible();
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(structured).toContain('"@type":"BlogPosting"');
    expect(structured).toContain('"@type":"BreadcrumbList"');

    const related = page.getByRole('region', { name: 'Bunları da okuyabilirsiniz' });
    await expect(related.getByRole('article')).toHaveCount(3);
    const relatedLink = related.getByRole('link').first();
    const relatedTitle = (await relatedLink.innerText()).trim();
    await relatedLink.click();
    await expect(page).not.toHaveURL(postUrl);
    await expect(page).toHaveURL(/\/blog-single\/\d+$/);
    await expect(heading(page)).toHaveText(relatedTitle);
  });

  test('the three list layouts differ, tags filter, and pages that do not exist are 404', async ({ page }) => {
    await page.goto('/blog-list-2');
    const topics = page.getByRole('complementary').getByRole('region', { name: 'Konular' });
    await expect(topics).toBeVisible();
    await expect(page.getByRole('region', { name: 'Son yazılar' })).toBeVisible();
    // The most used topic comes first, counted across posts.
    const tagLink = topics.getByRole('link').first();
    await expect(tagLink).toHaveAccessibleName(/\(3 yazı\)$/);
    await tagLink.click();
    await expect(page).toHaveURL(/\/blog-list-2\?tag=/);
    await expect(main(page).getByRole('heading', { level: 2, name: /etiketli yazılar/ })).toBeVisible();
    await expect(topics.locator('a[aria-current="page"]')).toHaveCount(1);

    await page.goto('/blog-list-3');
    await expect(page.getByText('Öne çıkan yazı')).toBeVisible();

    for (const url of ['/blog-list-1?page=99', '/blog-list-2?page=0', '/blog-list-3?page=abc', '/blog-list-1?tag=yok-boyle-bir-etiket', '/blog-single/999999', '/blog-single/abc']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(heading(page)).toHaveText('Sayfa bulunamadı');
    }
  });

  test('a post reads well in English too', async ({ page }) => {
    await page.goto('/en/blog-list-1');
    await main(page).getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/blog-single\/\d+$/);
    await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a blog post has no serious accessibility problems', async ({ page }) => {
    await page.goto('/blog-list-1');
    await main(page).getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog-single\/\d+$/);
    await expectAccessible(page);
  });
});

test.describe('static and general pages', () => {
  test('pages 13–19 open from the footer', async ({ page }) => {
    await page.goto('/');
    for (const id of [13, 14, 15, 16, 17, 18, 19]) {
      const link = page.locator('footer').locator(`a[href="/page-single/${id}"]`);
      // textContent: the footer is laid out only when it comes near the screen (content-visibility).
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/page-single/${id}$`));
      await expect(heading(page)).toBeVisible();
      await expect(main(page).locator('article p').first()).toBeVisible();
      expect(name.length).toBeGreaterThan(0);
    }
    const response = await page.goto('/page-single/999');
    expect(response?.status()).toBe(404);
  });

  test('the terms link to the data protection notice, payment methods and cancellation terms', async ({ page }) => {
    await page.goto('/terms');
    const related = page.getByRole('navigation', { name: 'İlgili belgeler' });
    for (const id of [14, 17, 19]) await expect(related.locator(`a[href="/page-single/${id}"]`)).toHaveCount(1);
  });

  test('about shows the agency’s text, why travel with us, its features and testimonials', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 2, name: 'Neden Anatolia Tours?' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Size sunduklarımız' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gezginlerimiz ne diyor?' }).getByRole('img', { name: /5 üzerinden \d yıldız/ }).first()).toBeVisible();
  });

  test('a static page has no serious accessibility problems', async ({ page }) => {
    await page.goto('/page-single/14');
    await expectAccessible(page);
  });
});

test.describe('the help centre', () => {
  const questions = (page: Page) => main(page).locator('details');
  const visibleQuestions = (page: Page) => main(page).locator('details:visible');

  test('filters the questions as the visitor types', async ({ page }) => {
    await page.goto('/help-center');
    const total = await questions(page).count();
    expect(total).toBeGreaterThan(3);
    const search = page.getByRole('searchbox', { name: 'Sorularda ara' });

    await search.fill('IPTAL');
    await expect.poll(() => visibleQuestions(page).count()).toBeLessThan(total);
    const shown = await visibleQuestions(page).count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'soru bulundu' })).toHaveText(`${shown} soru bulundu`);

    await search.fill('zzqqxx');
    await expect(visibleQuestions(page)).toHaveCount(0);
    await expect(page.getByText('“zzqqxx” ile ilgili bir soru bulamadık.', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
    await expect(visibleQuestions(page)).toHaveCount(total);
  });

  test('every question and answer is in the page without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/help-center');
    const first = questions(page).first();
    await expect(first).toBeVisible();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p').first()).toBeVisible();
    await context.close();
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/help-center');
    await expectAccessible(page);
  });
});

test.describe('the contact page', () => {
  test('shows the agency’s details, the KVKK notice and no pre-ticked consent', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByRole('region', { name: 'İletişim bilgileri' });
    await expect(details.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(details.locator('a[href^="mailto:"]')).toBeVisible();
    const form = page.getByRole('region', { name: 'Bize yazın' });
    await expect(form.getByRole('link', { name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toHaveAttribute('href', '/page-single/14');
    await expect(form.getByRole('checkbox')).toHaveCount(0);
  });

  test('a send pressed before the page’s code runs posts nothing and keeps what was typed', async ({ browser, baseURL }) => {
    // The server's HTML alone (as in the first moment of a slow page): a native post would reload the
    // page empty. Once the code runs, that press is sent (the next test and the early-send test).
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'tr-TR' });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/contact');
    const name = page.locator('form input[name="name"]');
    await name.fill('Ayşe Yılmaz');
    await page.locator('form').getByRole('button', { name: 'Mesajı gönder' }).click();
    await page.waitForLoadState('networkidle');
    expect(posts).toEqual([]);
    await expect(name).toHaveValue('Ayşe Yılmaz');
    await context.close();
  });

  test('shows field errors, then sends one message for a double click and confirms it', async ({ page }) => {
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: 'Mesajı gönder' });
    await submit.click();
    await expect(page.getByLabel('Adınız soyadınız')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bu alan zorunludur.')).toHaveCount(3);
    await expect(page.getByLabel('Adınız soyadınız')).toBeFocused();

    await page.getByLabel('Adınız soyadınız').fill('Ayşe Yılmaz');
    await page.getByLabel('E-posta adresiniz').fill('ayse@');
    await page.getByLabel(/Telefon numaranız/).fill('12345');
    await page.getByLabel('Mesajınız').fill('Kısa');
    await submit.click();
    await expect(page.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
    await expect(page.getByText('Geçerli bir telefon numarası girin (ör. 0532 123 45 67).')).toBeVisible();
    await expect(page.getByText('En az 10 karakter girin.')).toBeVisible();

    await page.getByLabel('E-posta adresiniz').fill('ayse@example.com');
    await page.getByLabel(/Telefon numaranız/).fill('0532 123 45 67');
    await page.getByLabel('Mesajınız').fill('Merhaba, ekim ayında Kapadokya turu için dört kişilik fiyat almak istiyorum.');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/Contacts/messages')) posts.push(request.url());
    });
    await submit.dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı' })).toBeVisible();
    await expect(page.getByText('Teşekkürler! Mesajınız bize ulaştı; en kısa sürede size dönüş yapacağız.')).toBeFocused();
    expect(posts).toHaveLength(1);
    await expectAccessible(page);
  });

  test('shows field errors in English on the English page', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByLabel('Your e-mail address').fill('nope');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
  });

  test('sends a message typed and submitted as soon as the page is there, with nothing typed lost', async ({ page }) => {
    // The form's code (react-hook-form, the API client) loads after the page or on first use: the
    // visitor types into, and sends, the form rendered with the page, and nothing typed is lost.
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/Contacts/messages')) posts.push(request.postDataJSON());
    });
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    // React has taken over the page's form (its handlers are attached).
    await page.waitForFunction(() => Object.keys(document.querySelector('main form') ?? {}).some((key) => key.startsWith('__reactProps')));
    await page.getByLabel('Adınız soyadınız').fill('Mehmet Demir');
    await page.getByLabel('E-posta adresiniz').fill('mehmet@example.com');
    await page.getByLabel('Mesajınız').pressSequentially('Eylül için balon turu hakkında bilgi alabilir miyim?');
    await page.getByRole('button', { name: 'Mesajı gönder' }).click();
    await expect(page.getByText('Teşekkürler! Mesajınız bize ulaştı; en kısa sürede size dönüş yapacağız.')).toBeFocused();
    expect(page.url()).toMatch(/\/contact$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ name: 'Mehmet Demir', email: 'mehmet@example.com', message: 'Eylül için balon turu hakkında bilgi alabilir miyim?' });
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/contact');
    await expectAccessible(page);
  });
});
