/** One block of a post's or page's body as authors write it in the dashboard's plain textarea. */
type RichTextBlock = { kind: 'heading'; text: string; id: string } | { kind: 'paragraph'; lines: string[] };

const HEADING = /^##\s+(.+)$/;

/** A fragment id from a heading: lower case, letters and digits of any script, words joined by "-". */
export function headingId(text: string, locale = 'tr'): string {
  const slug = text
    .toLocaleLowerCase(locale)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/**
 * Paragraphs are separated by blank lines; a line starting with "## " is a sub-heading. Single line
 * breaks inside a paragraph are kept (addresses, numbered clauses of legal texts).
 */
export function parseRichText(body: string, locale = 'tr'): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  const usedIds = new Map<string, number>();
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) blocks.push({ kind: 'paragraph', lines });
    lines = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const text = heading[1].trim();
      const base = headingId(text, locale);
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({ kind: 'heading', text, id: seen ? `${base}-${seen + 1}` : base });
    } else if (line) {
      lines.push(line);
    } else {
      flush();
    }
  }
  flush();
  return blocks;
}

/** Plain text of the body's first paragraphs, cut at a word boundary, for meta descriptions. */
export function excerpt(body: string, maxLength = 160): string {
  const text = parseRichText(body)
    .flatMap((block) => (block.kind === 'paragraph' ? block.lines : []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Minutes an average reader (200 words a minute) needs for the body; at least one. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
