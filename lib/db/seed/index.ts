import type { Database } from '../client';

/** Loads the demo content into an empty database (does nothing when content exists). */
export async function seedDemoContent(_db: Database): Promise<void> {}
