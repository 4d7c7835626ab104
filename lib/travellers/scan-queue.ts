/**
 * The guide's queue of scans waiting to be sent (components/dashboard/guide/guide-check-in.tsx).
 * Client-safe and storage-agnostic: the phone keeps the queue in localStorage, and a scan may be
 * added while an earlier one is on its way. So the queue is read again after every send and only the
 * scan just sent is taken out: a copy taken before the send would forget what was added meanwhile.
 */
export type QueuedScan = { code: string; scannedAt: string };

type QueueStore = { load: () => QueuedScan[]; save: (queue: QueuedScan[]) => void };

/** What the server said about one scan: taken (or refused for good: it leaves the queue), or "try later". */
export type SendResult = 'done' | 'later';

const same = (a: QueuedScan, b: QueuedScan) => a.code === b.code && a.scannedAt === b.scannedAt;

/** Adds a scan to the stored queue (as it is now, not as a screen last saw it). */
export function enqueueScan(store: QueueStore, scan: QueuedScan): QueuedScan[] {
  const next = [...store.load(), scan];
  store.save(next);
  return next;
}

/** Sends the stored scans oldest first until the queue is empty or a send says "later"; returns what is left. */
export async function drainScanQueue(store: QueueStore, send: (scan: QueuedScan) => Promise<SendResult>): Promise<QueuedScan[]> {
  const sent: QueuedScan[] = [];
  for (let pending = store.load(); pending.length > 0; pending = store.load()) {
    const [scan] = pending;
    // Storage that cannot be written (full, blocked) keeps giving the same scan: stop, not loop.
    if (sent.some((done) => same(done, scan)) || (await send(scan)) === 'later') return pending;
    sent.push(scan);
    const current = store.load();
    const index = current.findIndex((queued) => same(queued, scan));
    store.save(current.filter((_, position) => position !== index));
  }
  return [];
}
