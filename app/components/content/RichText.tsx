import {Suspense, type ComponentProps} from 'react';
import {splitComponent} from '~/ui/split-component';

// Contentful's renderer is a chunk of its own, outside the first-visit
// JavaScript; routes that show rich text fetch it with their data on a client
// navigation (loadWithParts), so the body never pops in under the reader.
const RichTextDocument = splitComponent('RichTextDocument', () => import('./RichTextDocument'));

/** A Contentful rich-text document (see RichTextDocument). */
export const RichText = Object.assign(RichTextPart, {preload: RichTextDocument.preload});

function RichTextPart(props: ComponentProps<typeof RichTextDocument>) {
  return (
    <Suspense fallback={null}>
      <RichTextDocument {...props} />
    </Suspense>
  );
}
