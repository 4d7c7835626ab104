import { describe, expect, it, vi } from 'vitest';
import { createSessionRefresher, REFRESH_INTERVAL_MS, shouldRefreshBefore, type SessionHint } from '@/lib/auth/client-session';

const url = (path: string) => `http://127.0.0.1:3000/api/${path}`;

describe('when the browser renews the session (docs/product-rules.md#http-calls)', () => {
  const state = { hint: 'member' as SessionHint | null, refreshedAt: 0, now: 100_000 };

  it('renews before a request once more than 20 s passed since the last renewal', () => {
    expect(shouldRefreshBefore(url('Orders/user/2'), state)).toBe(true);
    expect(shouldRefreshBefore(url('Orders/user/2'), { ...state, refreshedAt: state.now - REFRESH_INTERVAL_MS })).toBe(false);
    expect(shouldRefreshBefore(url('Orders/user/2'), { ...state, refreshedAt: state.now - REFRESH_INTERVAL_MS - 1 })).toBe(true);
  });

  it('never renews before User/Login, User/Otp or User/RefreshToken', () => {
    for (const path of ['User/Login', 'User/Otp', 'User/RefreshToken', 'user/login/']) expect(shouldRefreshBefore(url(path), state)).toBe(false);
  });

  it('does not bother without a session, nor for requests outside the API', () => {
    expect(shouldRefreshBefore(url('User/Me'), { ...state, hint: null })).toBe(false);
    expect(shouldRefreshBefore('http://127.0.0.1:3000/images/logo.svg', state)).toBe(false);
  });
});

function harness(answer: () => Promise<Response>) {
  let now = 1_000_000;
  let stored = 0;
  const renew = vi.fn(answer);
  const onSignedOut = vi.fn();
  const refresher = createSessionRefresher({
    renew,
    readHint: () => 'member',
    now: () => now,
    load: () => stored,
    save: (time) => {
      stored = time;
    },
    onSignedOut,
  });
  return { refresher, renew, onSignedOut, advance: (ms: number) => (now += ms), stored: () => stored };
}

describe('the session refresher', () => {
  it('renews once for parallel requests (single flight) and not again within 20 s', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness(async () => {
      await gate;
      return new Response(null, { status: 200 });
    });
    const waiting = [h.refresher.beforeRequest(url('User/Me')), h.refresher.beforeRequest(url('VWShoppingCarts')), h.refresher.beforeRequest(url('rates'))];
    await Promise.resolve();
    release();
    await Promise.all(waiting);
    expect(h.renew).toHaveBeenCalledTimes(1);
    expect(h.stored()).toBeGreaterThan(0);

    h.advance(REFRESH_INTERVAL_MS);
    await h.refresher.beforeRequest(url('User/Me'));
    expect(h.renew).toHaveBeenCalledTimes(1);
    h.advance(1);
    await h.refresher.beforeRequest(url('User/Me'));
    expect(h.renew).toHaveBeenCalledTimes(2);
  });

  it('signs the user out when the server refuses the renewal', async () => {
    const h = harness(async () => new Response(null, { status: 401 }));
    await h.refresher.beforeRequest(url('User/Me'));
    expect(h.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('lets the request go ahead when the renewal gets no answer', async () => {
    const h = harness(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(h.refresher.beforeRequest(url('User/Me'))).resolves.toBeUndefined();
    expect(h.onSignedOut).not.toHaveBeenCalled();
  });
});

describe('the renewal’s answer', () => {
  it('is read to its end, so the connection is free again and the browser counts the request finished', async () => {
    const answers: Response[] = [];
    const { refresher } = harness(async () => {
      const answer = new Response(JSON.stringify({ Data: { Token: { Token: 't', Expiration: 'e' } } }), { status: 200 });
      answers.push(answer);
      return answer;
    });
    await refresher.refresh();
    expect(answers).toHaveLength(1);
    expect(answers[0].bodyUsed).toBe(true);
  });
});
