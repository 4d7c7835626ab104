import { gatewayConfig } from '@/lib/payments/config';
import { testCards } from '@/lib/payments/simulator/scenarios';
import { htmlResponse } from '@/lib/security/csp';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Spec call 13: a test form describing the gateway this server talks to (never the store key), with
 * the simulator's test cards while the simulator is on.
 */
export async function GET() {
  const config = await gatewayConfig();
  const cards = config.provider === 'simulator' ? Object.entries(testCards).map(([pan, card]) => `<tr><td><code>${pan}</code></td><td>${escape(card.label)}</td></tr>`).join('') : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Payment gateway test</title></head><body style="font-family:system-ui;max-width:40rem;margin:2rem auto">
<h1>Payment gateway test</h1>
<form><fieldset><legend>Configuration</legend>
<p><label>Provider <input readonly value="${escape(config.provider)}"></label></p>
<p><label>Store type <input readonly value="${escape(config.storeType)}"></label></p>
<p><label>Client id <input readonly value="${escape(config.clientId)}"></label></p>
<p><label>3-D gate <input readonly size="60" value="${escape(config.gatewayUrl)}"></label></p>
<p><label>okUrl <input readonly size="60" value="${escape(config.okUrl)}"></label></p>
<p><label>failUrl <input readonly size="60" value="${escape(config.failUrl)}"></label></p>
</fieldset></form>
${cards ? `<h2>Test cards (any expiry in the future, CVV 000)</h2><table>${cards}</table>` : ''}
</body></html>`;
  return htmlResponse(html);
}
