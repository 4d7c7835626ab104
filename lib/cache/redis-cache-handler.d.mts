// Types of lib/cache/redis-cache-handler.mjs for the TypeScript code that imports it (tests).
type Context = { tags?: readonly string[]; softTags?: readonly string[]; fetchCache?: boolean; cacheControl?: unknown; revalidate?: number };

export default class RedisCacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string, ctx: Context): Promise<{ lastModified: number; value: unknown; cacheControl: unknown } | null>;
  set(key: string, data: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | readonly string[]): Promise<void>;
  resetRequestCache(): void;
}
