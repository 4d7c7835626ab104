import 'server-only';
import { desc } from 'drizzle-orm';
import { blogs } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';
import { blogSchema } from '../schemas/blog';
import type { z } from 'zod';
import { tableResource } from '../resource';

/** The day a post is published, as the start of that day in Türkiye (where the agency works). */
function publicationTime(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** Blog posts: the blog lists, the post pages, the home page's latest posts and the sitemap (tag `blogs`). */
export const blogResource = tableResource({
  name: 'blogs',
  entity: 'blog',
  table: blogs,
  schema: blogSchema,
  orderBy: [desc(blogs.publishedAt), desc(blogs.id)],
  searchIn: [blogs.title, blogs.author, blogs.tags],
  toValues: (input: z.output<typeof blogSchema>) => ({ ...input, publishedAt: publicationTime(input.publishedAt), updatedAt: new Date() }),
  tags: () => [tags.blogs],
});
