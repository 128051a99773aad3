import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, label, href, bold] = match;
    const key = `${keyPrefix}-${index}`;
    if (bold) {
      nodes.push(<strong key={key}>{bold}</strong>);
    } else if (label && href?.startsWith('/') && !href.startsWith('//')) {
      nodes.push(
        <Link key={key} to={href} className="font-semibold underline">
          {label}
        </Link>,
      );
    } else if (label && href && /^(https:|tel:)/.test(href)) {
      nodes.push(
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline"
        >
          {label}
        </a>,
      );
    } else {
      nodes.push(match[0]);
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * Aria's replies use a small, safe subset of markdown: paragraphs, line breaks, **bold** and [links](/path).
 * Everything becomes React text or elements, never HTML, so a reply cannot inject markup.
 */
export function ReplyText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mb-2 last:mb-0">
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {renderInline(line, `${index}-${lineIndex}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
