
/** The site's answer: `Data` as the endpoint documents it (the tests read the fields they need). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its endpoint's own fields
export type Envelope = { Data: any; UIMessage?: string; errors?: Record<string, string> };

/**
 * A visitor talking HTTP to one origin of the cluster (one app server directly, or nginx): keeps
 * its cookies like a browser, sends the site's origin (the same-origin check) and, straight to an
 * app server, its own client address as nginx would (TRUST_PROXY_HOPS=1).
 */
export class Visitor {
  private cookies = new Map<string, string>();
  readonly address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  constructor(
    private readonly siteUrl: string,
    readonly language = 'tr',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(origin: string, path: string, init: { method?: string; json?: unknown; form?: Record<string, string>; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = {
      origin: this.siteUrl,
      'accept-language': this.language,
      'user-agent': 'Mozilla/5.0 (cluster test)',
      'x-forwarded-for': this.address,
      ...init.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${origin}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json(origin: string, path: string, init: Parameters<Visitor['request']>[2] = {}) {
    const response = await this.request(origin, path, init);
    const text = await response.text();
    let body: Envelope = { Data: null };
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { Data: null, UIMessage: text.slice(0, 200) };
    }
    return { status: response.status, body };
  }
}

/** The hidden fields and action of the first form of an HTML page (the bank simulator's pages). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decode(input[1])] = decode(input[2]);
  return { action: decode(form[1]), fields };
}

export { checkoutForm } from '../support/checkout-form';
