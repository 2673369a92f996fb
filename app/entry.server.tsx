import type {EntryContext, AppLoadContext} from '@shopify/remix-oxygen';
import type {HandleDataRequestFunction} from '@remix-run/server-runtime';
import {RemixServer} from '@remix-run/react';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {PREVIEW_FRAME_ANCESTORS, hardenCsp} from '~/server/security/csp.server';
import {isCompleteRender} from '~/server/cache/complete-render.server';
import {withShopifyRedirectForData} from '~/server/shopify-redirects.server';
import {reporterOf} from '~/server/error-reporter.server';

/** A client navigation to a path that is a 404 follows the store's Shopify URL redirect, as a page load does. */
export const handleDataRequest: HandleDataRequestFunction = (response, {request, context}) =>
  withShopifyRedirectForData(request, response, context.storefront);
import {loggerFor} from '~/infra/observability';

/**
 * An error a loader, action or render threw: logged with its stack under the request's id and
 * sent to the error reporter (the page itself says only that something went wrong).
 */
export function handleError(error: unknown, {request, context}: {request: Request; context: AppLoadContext}) {
  if (request.signal.aborted || error instanceof Response) return;
  loggerFor(request).log('error', 'route failed', {error});
  reporterOf(context)?.captureError(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const {config} = context;
  const imageHosts = [config.storeOrigin, config.content.origin, 'https://cdn.shopify.com', 'https://images.ctfassets.net'].filter(
    Boolean,
  ) as string[];

  // Configured third parties (tag manager, chat, consent tool) add exactly their own hosts.
  const thirdParty = context.edge.csp;
  // Hydrogen would write the store domain as `https://<domain>`; the local platform is an
  // http origin, so the store's origin is added to connect-src here instead.
  const {storeOrigin} = config;
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    shop: {checkoutDomain: config.checkoutDomain || undefined},
    imgSrc: ["'self'", 'data:', ...imageHosts, ...thirdParty.imgSrc],
    // script-src is the nonce and 'strict-dynamic' only (hardenCsp): configured third-party
    // scripts load through the shop's own nonced scripts, so no host is listed.
    connectSrc: [...(storeOrigin ? [storeOrigin] : []), ...thirdParty.connectSrc],
    ...(thirdParty.frameSrc.length ? {frameSrc: thirdParty.frameSrc} : {}),
  });

  const body = await renderToReadableStream(
    <NonceProvider>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        // Thrown responses (404/503) are rendered by error boundaries.
        if (!(error instanceof Response)) {
          loggerFor(request).log('error', 'render failed', {error});
          reporterOf(context)?.captureError(error);
        }
        responseStatusCode = responseStatusCode >= 400 ? responseStatusCode : 500;
      },
    },
  );

  // Crawlers, and the page cache's own render, get the complete document: no
  // streamed Suspense fallbacks that scripts swap out later. Shoppers get the
  // page streamed, shell first.
  if (context.edge.isBot || isCompleteRender(context)) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Only a content preview may be framed, by Contentful's Live Preview.
  responseHeaders.set('Content-Security-Policy', hardenCsp(header, context.content.preview ? PREVIEW_FRAME_ANCESTORS : undefined));

  return new Response(body, {headers: responseHeaders, status: responseStatusCode});
}
