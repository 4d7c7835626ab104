import 'server-only';
import { translator } from '@/lib/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { htmlResponse } from '@/lib/security/csp';
import { testCards } from './scenarios';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(lang: string, title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:2rem 1rem;color:#1f2937}main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 4px 16px #0002}h1{font-size:1.25rem;margin:0 0 .25rem}.bank{color:#0f4c81;font-weight:700;letter-spacing:.02em}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #94a3b8;border-radius:8px;font-size:1rem}button{margin-top:1rem;width:100%;padding:.75rem;border:0;border-radius:8px;font-size:1rem;font-weight:700;cursor:pointer}.primary{background:#0f4c81;color:#fff}.secondary{background:#e2e8f0;color:#1f2937}.amount{font-size:1.5rem;font-weight:800;margin:.5rem 0}.note{font-size:.85rem;color:#475569}ul{padding-left:1.1rem}</style></head>
<body><main><p class="bank">SIM BANK · 3-D Secure</p>${body}</main></body></html>`;
  return htmlResponse(html, { status });
}

const t = (lang: string) => translator(isLocale(lang) ? lang : 'tr');

export function refusedPage(lang: string, reason: string): Response {
  const tr = t(lang);
  return page(lang, tr('bankSimulator.refusedTitle'), `<h1>${escape(tr('bankSimulator.refusedTitle'))}</h1><p>${escape(reason)}</p>`, 400);
}

/** "3 installments" under the amount when the merchant asked for more than one. */
function installmentsLine(lang: string, installments: number): string {
  return installments > 1 ? `<p data-testid="sim-installments">${escape(t(lang)('bankSimulator.installments', { count: installments }))}</p>` : '';
}

export function cardFormPage(lang: string, state: string, amount: string, installments = 1): Response {
  const tr = t(lang);
  const cards = Object.entries(testCards)
    .map(([pan, card]) => `<li><code>${pan}</code> — ${escape(card.label)}</li>`)
    .join('');
  return page(
    lang,
    tr('bankSimulator.cardTitle'),
    `<h1>${escape(tr('bankSimulator.cardTitle'))}</h1><p class="amount">${escape(amount)} TL</p>${installmentsLine(lang, installments)}
<form method="post" action="/api/bank-simulator/card"><input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="lang" value="${escape(lang)}">
<label for="pan">${escape(tr('bankSimulator.cardNumber'))}</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required maxlength="23">
<label for="exp">${escape(tr('bankSimulator.expiry'))}</label><input id="exp" name="exp" placeholder="12/30" autocomplete="cc-exp" required maxlength="5">
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="4">
<button class="primary" type="submit">${escape(tr('bankSimulator.continue'))}</button></form>
<p class="note">${escape(tr('bankSimulator.testCards'))}</p><ul class="note">${cards}</ul>`,
  );
}

export function challengePage(lang: string, state: string, amount: string, maskedPan: string, installments = 1): Response {
  const tr = t(lang);
  return page(
    lang,
    tr('bankSimulator.challengeTitle'),
    `<h1>${escape(tr('bankSimulator.challengeTitle'))}</h1><p class="amount">${escape(amount)} TL</p>${installmentsLine(lang, installments)}<p>${escape(tr('bankSimulator.card'))}: <code>${escape(maskedPan)}</code></p>
<p class="note">${escape(tr('bankSimulator.challengeNote'))}</p>
<form method="post" action="/api/bank-simulator/challenge"><input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="lang" value="${escape(lang)}">
<button class="primary" type="submit" name="answer" value="yes">${escape(tr('bankSimulator.authenticate'))}</button>
<button class="secondary" type="submit" name="answer" value="no">${escape(tr('bankSimulator.cancel'))}</button></form>`,
  );
}

/** Posts the signed result back to the merchant through the customer's browser, as a bank does. */
export function postBackPage(lang: string, action: string, fields: Record<string, string>): Response {
  const tr = t(lang);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    lang,
    tr('bankSimulator.returning'),
    `<h1>${escape(tr('bankSimulator.returning'))}</h1><form id="back" method="post" action="${escape(action)}">${inputs}<button class="primary" type="submit">${escape(tr('bankSimulator.continue'))}</button></form><script>document.getElementById('back').submit()</script>`,
  );
}
