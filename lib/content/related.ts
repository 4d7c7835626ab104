import { blogTag } from './blog-tag';

export type RelatedCandidate = { id: number; tags: string[]; publishedAt: string };

/**
 * The posts to suggest under a post: those sharing the most tags first, then the most recent;
 * never the post itself. Tags compare without regard to case.
 */
export function pickRelated<T extends RelatedCandidate>(post: { id: number; tags: string[] }, candidates: T[], limit = 3): T[] {
  const own = new Set(post.tags.map(blogTag));
  const shared = (candidate: T) => candidate.tags.filter((tag) => own.has(blogTag(tag))).length;
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({ candidate, score: shared(candidate) }))
    .sort((a, b) => b.score - a.score || b.candidate.publishedAt.localeCompare(a.candidate.publishedAt) || b.candidate.id - a.candidate.id)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
