import type { DescriptionParagraph, DescriptionText } from '@laurel/shared/rich-text';

function Leaf({ leaf }: { leaf: DescriptionText }) {
  let content = <>{leaf.text}</>;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return content;
}

/** The description as it will read, built from the editor's value as elements, so no HTML is injected. */
export function RichTextPreview({ paragraphs }: { paragraphs: readonly DescriptionParagraph[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.children.map((leaf, leafIndex) => (
            <Leaf key={leafIndex} leaf={leaf} />
          ))}
        </p>
      ))}
    </>
  );
}
