import { Fragment } from 'react';
import { parseRichText } from '@/lib/content/rich-text';

type RichTextProps = {
  body: string;
  locale: string;
  /** Sub-headings are h2 under a page's h1; inside a section that has its own h2 they become h3. */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The body of a blog post, a static page or an answer, as its author typed it: paragraphs split on
 * blank lines, "## " lines as sub-headings (with ids, so they can be linked), line breaks kept.
 * Text only: nothing the author writes is ever interpreted as HTML.
 */
export function RichText({ body, locale, headingLevel = 2, className = '' }: RichTextProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`space-y-4 leading-7 text-slate-700 dark:text-slate-300 ${className}`}>
      {parseRichText(body, locale).map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index} id={block.id} className="scroll-mt-24 pt-4 text-xl font-bold text-ink sm:text-2xl dark:text-white">
            {block.text}
          </Heading>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
