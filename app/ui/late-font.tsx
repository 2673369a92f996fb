import interCss from '~/styles/inter.css?raw';
import interStyles from '~/styles/inter.css?url';
import interFile from '~/assets/fonts/inter-latin-400-800.woff2?url';
import {InlineScript} from './inline-script';
import {lateFontFace, lateFontScript} from './late-font-script';

/**
 * Inter, fetched after the first paint and used from the first client
 * navigation (app/ui/late-font-script.ts), from the one stylesheet that
 * describes it, which a browser without JavaScript links instead. In the
 * document's head, so a browser that has the file declares the face before
 * the body's first layout.
 */
const CODE = import.meta.env.SSR ? lateFontScript(lateFontFace(interCss, interFile)) : '';

export function LateFont({nonce}: {nonce?: string}) {
  return (
    <>
      <InlineScript nonce={nonce} code={CODE} />
      <noscript>
        <link rel="stylesheet" href={interStyles} />
      </noscript>
    </>
  );
}
