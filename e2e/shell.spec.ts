import { expect, test, type Locator } from '@playwright/test';
import { departureWithRoom } from './support/shop';
import { registerThroughApi, uniqueCustomer } from './support/fixtures';

test.describe('the site shell', () => {
  test('header and footer carry what the spec lists, from the demo content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Anatolia Tours' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Tur ara' })).toHaveAttribute('href', '/tour-list-1');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const [name, href] of [['Ana Sayfa', '/'], ['Blog', '/blog-list-1'], ['Turlar', '/tour-list-1'], ['İletişim', '/contact']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // No badge while the cart is empty.
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sepet' })).toHaveAttribute('href', '/cart');

    const footer = page.locator('footer');
    await expect(footer).toContainText('+90 212 555 01 23');
    await expect(footer).toContainText('info@anatolia-tours.example');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: /TÜRSAB/ })).toHaveAttribute('href', 'https://www.tursab.org.tr/tr/ddsv');
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Anatolia Turizm Seyahat Acentası Ltd. Şti. Tüm hakları saklıdır.`);
    await expect(footer).not.toContainText('Şti..');
    for (const id of [13, 14, 15, 16, 17, 18, 19]) {
      await expect(footer.locator(`a[href="/page-single/${id}"]`)).toHaveCount(1);
    }
    // Title and description come from the MetaTags/2 record.
    await expect(page).toHaveTitle(/Anatolia Tours/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  });

  test('the header’s and footer’s icons are drawn, in the text’s colour, from one sprite the browser keeps', async ({ page, request }) => {
    await page.goto('/');
    const icons = await page.locator('header svg[aria-hidden="true"] use, footer svg[aria-hidden="true"] use').evaluateAll((uses) =>
      uses.map((use) => {
        const svg = use.closest('svg')!;
        return { href: use.getAttribute('href') ?? '', shown: svg.checkVisibility(), width: svg.getBoundingClientRect().width };
      }),
    );
    // search, cart, sign-in, theme and menu in the header; phone, WhatsApp, mail, address, Facebook, Instagram in the footer
    expect(icons.length).toBeGreaterThanOrEqual(10);
    const files = new Set(icons.map(({ href }) => href.split('#')[0]));
    expect(files.size).toBe(1);
    const [file] = files;
    const sprite = await request.get(file);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');
    expect(sprite.headers()['cache-control']).toContain('immutable');
    const body = await sprite.text();
    for (const { href, shown, width } of icons) {
      expect(body, `the sprite has the symbol ${href}`).toContain(`<symbol id="${href.split('#')[1]}"`);
      if (shown) expect(width, href).toBeGreaterThan(0);
    }
    // Drawn with currentColor: the symbols carry no colour of their own.
    expect(body).not.toMatch(/(fill|stroke)="#/);
  });

  test('the footer never breaks a telephone number over two lines, at any width', async ({ page }) => {
    for (const width of [360, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ru/contact');
      const numbers = page.locator('footer').locator('a[href^="tel:"], a[href^="https://wa.me/"]');
      await expect(numbers).toHaveCount(3);
      await numbers.first().scrollIntoViewIfNeeded();
      for (const number of await numbers.all()) {
        expect(await number.evaluate((link) => link.getClientRects().length), `${width} px: ${await number.innerText()}`).toBe(1);
      }
    }
  });

  test('the desktop header fits the narrowest desktop screen in every language, signed in with a long name too', async ({ page }) => {
    // 1200 px: where the navigation and the language menu appear beside the rate ticker (the `desk`
    // breakpoint); the Russian words are the longest. Nothing sticks out, and no button is squeezed
    // below its 44 px.
    await page.setViewportSize({ width: 1200, height: 800 });
    const measure = async (path: string, signedIn: boolean) => {
      await page.goto(path);
      // With the rates in the ticker (its widest state), not its loading bars; and the account's menu once it is known.
      await expect(page.getByTestId('rate-ticker').locator('abbr')).toHaveCount(2);
      if (signedIn) await expect(page.locator('header').getByRole('button', { name: /Konstantin/ })).toBeVisible();
      const seen = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        header: document.querySelector('header > div')!.scrollWidth,
        narrowButtons: [...document.querySelectorAll('header .icon-button, header .header-trigger')]
          .filter((button) => button.checkVisibility() && button.getBoundingClientRect().width < 44)
          .map((button) => `${button.getAttribute('aria-label')}: ${button.getBoundingClientRect().width} px`),
      }));
      expect(seen, `${path}${signedIn ? ', signed in' : ''}`).toEqual({ page: 1200, header: 1200, narrowButtons: [] });
    };
    for (const path of ['/', '/en', '/ru']) await measure(path, false);
    await registerThroughApi(page.request, { ...uniqueCustomer(), name: 'Konstantin Aleksandrovich', surname: 'Voskresensky-Blagoveshchensky' });
    for (const path of ['/', '/ru']) await measure(path, true);
  });

  test('the catalogue pages arrive whole: nothing waits behind a boundary that script reveals later', async ({ request }) => {
    // A part streamed behind `<template id="B:…">` appears only when a script moves it in, and the page
    // below it jumps: what a `<Suspense>` around finished parts of these pages did (docs/decisions/0037, 0110).
    for (const [path, part] of [['/', 'Öne çıkan turlar'], ['/tour-list-1', 'data-testid="wishlist-heart"'], ['/blog-list-1', '<article']]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('<template id="B:');
      // The featured tours, the tour cards, the posts: in the page's main part as it arrives.
      expect(html.slice(html.indexOf('<main'), html.indexOf('</main>')), path).toContain(part);
    }
  });

  test('the cart badge shows the number of items only when above zero', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    // Two lines in the server's cart, added the way the booking page adds them (with this visitor's cookies).
    for (const tourId of [1, 2]) {
      const departure = await departureWithRoom(page.request, tourId, 1);
      const added = await page.request.post('/api/VWShoppingCarts', { data: { departureId: departure.id, adultQuantity: 1 } });
      expect(added.status(), await added.text()).toBe(201);
    }
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Sepet, 2 ürün' })).toBeVisible();
  });

  test('switching the language changes the URL and sets the one-year lang cookie', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Dil: Türkçe/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/en/tour-list-1');

    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('en');
    const oneYear = Date.now() / 1000 + 360 * 24 * 3600;
    expect(lang!.expires).toBeGreaterThan(oneYear);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    // The cookie now wins over the browser language for an unprefixed URL.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    await page.getByRole('button', { name: /Язык: Русский/ }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('without a cookie the browser language decides, else Turkish', async ({ browser, baseURL }) => {
    const russian = await browser.newContext({ locale: 'ru-RU', baseURL });
    const page = await russian.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await russian.close();

    const german = await browser.newContext({ locale: 'de-DE', baseURL });
    const other = await german.newPage();
    await other.goto('/');
    await expect(other.locator('html')).toHaveAttribute('lang', 'tr');
    await german.close();
  });

  test('unknown pages get a localized 404', async ({ page }) => {
    const tr = await page.goto('/olmayan-bir-sayfa');
    expect(tr?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a 404 is titled "not found" in its language, not with the home page’s title, and stays out of search engines', async ({ page }) => {
    // An unknown address (the catch-all), and a tour, a region and a post that call notFound() (cached pages),
    // the title once the page has loaded, which the page's payload sets after the HTML's, and the HTML's.
    const pages = [
      ['/no-such-page', 'Sayfa bulunamadı'],
      ['/tour-single-1/99999999', 'Sayfa bulunamadı'],
      ['/en/no-such-page', 'Page not found'],
      ['/en/tour-single-1/99999999', 'Page not found'],
      ['/en/tour-list-3/99999999', 'Page not found'],
      ['/ru/no-such-page', 'Страница не найдена'],
      ['/ru/blog-single/99999999', 'Страница не найдена'],
      // The account area's own not-found file, and its pages that call notFound() (rendered per request).
      ['/my-bookings/not-a-booking', 'Sayfa bulunamadı'],
      ['/en/voucher/not-a-voucher', 'Page not found'],
      ['/ru/review/not-a-booking', 'Страница не найдена'],
    ] as const;
    for (const [path, title] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(`${title} | Anatolia Tours`);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
      // The HTML says so too, for a reader that runs no script (the not-found file's own metadata).
      expect(await (await page.request.get(path)).text(), path).toContain(`<title>${title} | Anatolia Tours</title>`);
    }
  });

  test('on a phone the menu holds the spec’s items and the header sticks after 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['Ana Sayfa', 'Blog', 'Sepet', 'Turlar']) {
      await expect(menu.getByRole('navigation').getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Contact once, in the list: the drawer has no second contact button.
    await expect(menu.getByRole('link', { name: 'İletişim' })).toHaveCount(1);
    await expect(menu).toContainText('+90 212 555 01 23');
    await menu.getByRole('button', { name: 'Menüyü kapat' }).click();

    const header = page.locator('header[data-sticky]');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    expect((await header.boundingBox())?.height).toBe(80);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-sticky', 'true');
  });

  test('on a phone the header’s buttons, the menu and the footer links are 44 px tap targets, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const small: string[] = [];
    /** Each visible target at least 44 × 44 px, and none overlapping another: a finger finds each one. */
    const check = async (where: string, targets: Locator) => {
      const boxes: { name: string; box: { x: number; y: number; width: number; height: number } }[] = [];
      for (const target of await targets.all()) {
        if (!(await target.isVisible())) continue;
        const name = (await target.getAttribute('aria-label')) ?? (await target.innerText()).trim();
        const box = (await target.boundingBox())!;
        if (box.width < 44 || box.height < 44) small.push(`${where} "${name}": ${box.width}×${box.height} px`);
        const overlapping = boxes.find(({ box: other }) => box.x + 0.5 < other.x + other.width && other.x + 0.5 < box.x + box.width && box.y + 0.5 < other.y + other.height && other.y + 0.5 < box.y + box.height);
        if (overlapping) small.push(`${where} "${name}" overlaps "${overlapping.name}"`);
        boxes.push({ name, box });
      }
      expect(boxes.length, where).toBeGreaterThan(3);
    };
    for (const prefix of ['', '/en', '/ru']) {
      await page.goto(`${prefix}/tour-list-1`);
      const header = page.locator('header');
      await check(`${prefix || '/'} header`, header.locator('a, button'));
      // The header keeps its 80 px.
      expect((await header.boundingBox())?.height).toBe(80);
      await page.locator('button[aria-haspopup="dialog"]').click();
      // The drawer's code loads on the first press.
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('navigation').getByRole('link').first()).toBeVisible();
      await check(`${prefix || '/'} menu`, menu.locator('a, button'));
      await page.keyboard.press('Escape');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await check(`${prefix || '/'} footer`, page.locator('footer a'));
    }
    expect(small).toEqual([]);
  });

  test('the phone menu names Contact once, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [prefix, contact] of [['', 'İletişim'], ['/en', 'Contact'], ['/ru', 'Контакты']]) {
      await page.goto(`${prefix}/`);
      await page.locator('button[aria-haspopup="dialog"]').click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('link', { name: contact })).toHaveCount(1);
      await expect(menu.getByRole('navigation').getByRole('link', { name: contact })).toHaveAttribute('href', `${prefix}/contact`);
      await expect(menu.getByText(contact, { exact: true })).toHaveCount(1);
    }
  });

  test('the theme is light by default and can be switched to dark', async ({ page }) => {
    // What the visitor sees: the page's background is light, then dark, and stays dark on reload.
    // The body's background as the screen shows it (a canvas turns any CSS colour into RGB), 0–255.
    const lightness = () =>
      page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(document.body).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return (r + g + b) / 3;
      });
    await page.goto('/');
    expect(await lightness()).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Koyu tema' }).click();
    await expect.poll(lightness).toBeLessThan(60);
    await page.reload();
    expect(await lightness()).toBeLessThan(60);
  });
});
