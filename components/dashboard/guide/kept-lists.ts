/**
 * What the guide's check-in keeps on the phone (docs/dashboard.md "Guide check-in"): each departure's
 * list (`guide:list:{id}`: lead names, phones, balances due, check-in codes) and its scans waiting for
 * the network (`guide:queue:{id}`). Signing out removes them all (KVKK: a shared phone or tablet keeps
 * no passenger list for the next user); lists of trips long started go on their own (guide-check-in.tsx).
 */
export const listKey = (id: number) => `guide:list:${id}`;
export const queueKey = (id: number) => `guide:queue:${id}`;

function keptKeys(): string[] {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith('guide:'));
  } catch {
    // Blocked storage keeps nothing.
    return [];
  }
}

/** Scans on this device that have not reached the server yet. */
export function scansWaitingOnDevice(): number {
  let waiting = 0;
  for (const key of keptKeys()) {
    if (!key.startsWith('guide:queue:')) continue;
    try {
      const queue: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (Array.isArray(queue)) waiting += queue.length;
    } catch {
      // An unreadable queue sends nothing either.
    }
  }
  return waiting;
}

/** Removes every list and queue the guide's check-in kept on this device. */
export function forgetGuideLists(): void {
  for (const key of keptKeys()) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
}
