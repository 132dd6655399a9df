import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-rich-text';

interface SanitizedRichTextProps {
  html: string;
  className?: string;
  id?: string;
}

/** Announcement rich text, cut down to the allow-list of programs §5 before it reaches the page. */
export function SanitizedRichText({ html, className, id }: SanitizedRichTextProps) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
