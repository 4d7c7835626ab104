'use client';

import { useEffect, useState } from 'react';
import { postJson } from '@/lib/api/client';
import type { OtpPurpose } from '@/lib/auth/schemas';

type Sent = { ExpiresInSeconds: number; ResendAfterSeconds: number };

/**
 * Asking for a one-time code: remembers the address it went to and counts down the seconds
 * until the server accepts another request (60 s), so the resend button can say when.
 */
export function useCodeRequest(purpose: OtpPurpose) {
  const [email, setEmail] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, resendAt]);

  async function send(address: string) {
    const sent = await postJson<Sent>('User/Otp', { action: 'send', email: address, purpose });
    const sentAt = Date.now();
    setEmail(address);
    setNow(sentAt);
    setResendAt(sentAt + sent.ResendAfterSeconds * 1000);
  }

  return {
    /** The address the code went to, once one was sent. */
    email,
    send,
    secondsToResend: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    startOver: () => setEmail(null),
  };
}
