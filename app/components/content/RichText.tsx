import {Suspense, type ComponentProps} from 'react';
import {splitComponent} from '~/lib/ui/split-component';

// Contentful's renderer is a chunk of its own: pages show the server's HTML
// at once and hydrate the document when the chunk arrives.
const RichTextDocument = splitComponent('RichTextDocument', () => import('./RichTextDocument'));

/** A Contentful rich-text document (see RichTextDocument). */
export function RichText(props: ComponentProps<typeof RichTextDocument>) {
  return (
    <Suspense fallback={null}>
      <RichTextDocument {...props} />
    </Suspense>
  );
}
