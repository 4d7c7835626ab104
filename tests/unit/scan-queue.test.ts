import { describe, expect, it } from 'vitest';
import { drainScanQueue, enqueueScan, type QueuedScan } from '@/lib/travellers/scan-queue';

/** The phone's storage: what localStorage holds, as the screen reads and writes it. */
function phoneStorage(initial: QueuedScan[] = []) {
  let kept = JSON.stringify(initial);
  return { load: () => JSON.parse(kept) as QueuedScan[], save: (queue: QueuedScan[]) => void (kept = JSON.stringify(queue)) };
}
const scan = (code: string): QueuedScan => ({ code, scannedAt: `2026-11-28T09:00:0${code.length}Z` });

describe('the guide’s queue of scans', () => {
  it('keeps a scan made while an earlier one is on its way, and sends it too', async () => {
    const storage = phoneStorage();
    enqueueScan(storage, scan('A'));
    const sentToServer: string[] = [];
    const left = await drainScanQueue(storage, async (next) => {
      // While A is in flight on a slow connection, the guide scans B.
      if (next.code === 'A') enqueueScan(storage, scan('BB'));
      sentToServer.push(next.code);
      return 'done';
    });
    expect(sentToServer).toEqual(['A', 'BB']);
    expect(left).toEqual([]);
    expect(storage.load()).toEqual([]);
  });

  it('keeps everything from the first scan the server could not take yet, in order', async () => {
    const storage = phoneStorage([scan('A'), scan('BB'), scan('CCC')]);
    const left = await drainScanQueue(storage, async (next) => (next.code === 'BB' ? 'later' : 'done'));
    expect(left.map((queued) => queued.code)).toEqual(['BB', 'CCC']);
    expect(storage.load().map((queued) => queued.code)).toEqual(['BB', 'CCC']);
  });

  it('stops instead of sending one scan forever when the phone’s storage cannot be written', async () => {
    const full = { load: () => [scan('A')], save: () => {} };
    let sends = 0;
    const left = await drainScanQueue(full, async () => {
      sends += 1;
      return 'done';
    });
    expect(sends).toBe(1);
    expect(left).toEqual([scan('A')]);
  });
});
