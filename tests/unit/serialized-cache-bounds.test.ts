import { afterAll, describe, expect, it } from 'vitest';
import { clearSerializedCache, MAX_SERIALIZED_BYTES, serializedCacheSize, serializedJson } from '@/lib/http/serialized-cache';

afterAll(() => clearSerializedCache());

describe('the serialised answers kept in memory (the 10,000-tour list)', () => {
  it('stay within their byte budget however many page sizes a client asks for', async () => {
    await clearSerializedCache();
    // 40 answers of 3 MB each (PageSize=9999, 9998, …): 120 MB of text, 360 MB as kept.
    for (let size = 9999; size > 9959; size--) {
      const entry = await serializedJson(`/api/Tours?PageSize=${size}`, 60_000, async () => ({ items: 'x'.repeat(3_000_000), size }));
      expect(JSON.parse(entry.json).size).toBe(size);
    }
    const kept = serializedCacheSize();
    expect(kept.bytes).toBeLessThanOrEqual(MAX_SERIALIZED_BYTES);
    expect(kept.entries).toBeGreaterThan(0);
    expect(kept.entries).toBeLessThan(40);
  });

  it('drops answers past their time when a new one is kept', async () => {
    await clearSerializedCache();
    await serializedJson('short-lived', 1, async () => ({ a: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await serializedJson('another', 60_000, async () => ({ b: 2 }));
    expect(serializedCacheSize().entries).toBe(1);
  });
});
