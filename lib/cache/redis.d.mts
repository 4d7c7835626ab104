// Types of lib/cache/redis.mjs for the TypeScript app code that imports it.
import type { RedisClientType } from 'redis';

export function redisUrl(): string | null;
export function keyPrefix(): string;
export function redis(): RedisClientType | null;
export function withRedis<T, F>(operation: (client: RedisClientType) => Promise<T>, fallback: F): Promise<T | F>;
export function expireTags(tags: readonly string[]): Promise<boolean>;
export function currentSequence(): Promise<number | null>;
export function getWithSequence(key: string): Promise<{ raw: Buffer | null; sequence: number } | null>;
export function latestTagExpiry(tags: readonly string[]): Promise<number | null>;
export function catalogueGeneration(): Promise<number | null>;
export function bumpCatalogueGeneration(): Promise<number | null>;
export function closeRedis(): Promise<void>;
