// Types of lib/cache/local-cache-handler.mjs for the TypeScript code that imports it (tests).
type Context = { tags?: readonly string[]; softTags?: readonly string[]; fetchCache?: boolean; cacheControl?: unknown; revalidate?: number };

export default class LocalCacheHandler {
  get(key: string, ctx: Context): Promise<{ lastModified: number; value: unknown; cacheControl: unknown } | null>;
  set(key: string, data: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | readonly string[]): Promise<void>;
  resetRequestCache(): void;
}
export function limitBytes(): number;
export function sizeOf(value: unknown): number;
export function localCacheStats(): { entries: number; bytes: number; limit: number };
export function clearLocalCache(): void;
