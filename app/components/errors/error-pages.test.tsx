import {describe, expect, it} from 'vitest';
import {renderToString} from 'react-dom/server';
import {Outlet} from '@remix-run/react';
import {createRemixStub} from '@remix-run/testing';
import bundledImage from '~/assets/error-404.svg';
import {fatalErrorPage} from '~/server/fatal-error-page.server';
import {CmsErrorPicture} from './ErrorImage';
import {RouteErrorBoundary} from './RouteErrorBoundary';

const crop = (name: string, width: number, height: number) => ({
  id: name,
  title: '',
  description: '',
  url: `https://images.ctfassets.net/space/${name}/x/${name}.svg`,
  contentType: 'image/svg+xml',
  width,
  height,
});
/** A thrown 404 as the router hands it to an error boundary. */
const NOT_FOUND = {status: 404, statusText: 'Not Found', internal: false, data: null};
const CMS_ERROR_IMAGE = {
  alt: 'A puzzled tooth searching with a magnifying glass',
  desktopImage: crop('error-404-desktop', 1600, 600),
  mobileImage: crop('error-404-mobile', 750, 900),
};

/** The error page under a root route whose data is `rootData` (as the shop's root loader gives it). */
function renderUnderRoot(thrown: unknown, rootData: Record<string, unknown> | undefined, path = '/somewhere') {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData ?? null,
      Component: Outlet,
      children: [
        {
          id: 'page',
          path: '*',
          Component: () => null,
          ErrorBoundary: RouteErrorBoundary,
          loader: () => {
            throw thrown;
          },
        },
      ],
    },
  ]);
  return renderToString(
    <Stub initialEntries={[path]} hydrationData={{loaderData: rootData ? {root: rootData} : {}, errors: {page: thrown}}} />,
  );
}

function renderError(thrown: unknown, path = '/somewhere') {
  const Stub = createRemixStub([
    {
      path: '*',
      Component: () => null,
      ErrorBoundary: RouteErrorBoundary,
      loader: () => {
        throw thrown;
      },
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{errors: {'0': thrown}}} />);
}

describe('error pages', () => {
  it('shows the Whoops! error page for an unhandled error', () => {
    const html = renderError(new Error('boom'));
    expect(html).toContain('Whoops!');
    expect(html).toContain('We got distracted by your bright smile and lost this page.');
    expect(html).toContain('Go Back to Homepage');
    expect(html).toMatch(/<h2>Shop<\/h2>[\s\S]*All Products/);
    expect(html).toMatch(/<h2>Need Help\?<\/h2>/);
    expect(html).toContain('Account Login');
    expect(html).toContain('Manage Subscriptions');
    expect(html).toContain('Help &amp; FAQ');
    expect(html).toContain('Contact Us');
    expect(html).toMatch(/<img[^>]+class="error-page__image"/);
    expect(html).not.toContain('boom');
  });

  it('keeps the same texts on the static fallback page', () => {
    const html = fatalErrorPage();
    for (const text of [
      'Whoops!',
      'We got distracted by your bright smile and lost this page.',
      'Go Back to Homepage',
      'All Products',
      'Need Help?',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('shows the CMS static image titled error-404 on the not-found and the error page, per screen width', async () => {
    await CmsErrorPicture.preload();
    for (const thrown of [NOT_FOUND, new Error('boom')]) {
      const html = renderUnderRoot(thrown, {errorImage: CMS_ERROR_IMAGE});
      expect(html).toContain(thrown === NOT_FOUND ? 'Page Not Found' : 'Whoops!');
      expect(html).toMatch(/<picture class="error-page__image error-page__image--cms">/);
      expect(html).toContain('/error-404-mobile/x/error-404-mobile.svg?w=320');
      expect(html).toContain('/error-404-desktop/x/error-404-desktop.svg?w=1200&amp;fm=webp');
      expect(html).toContain('alt="A puzzled tooth searching with a magnifying glass"');
      expect(html).not.toContain('data-testid="error-image-bundled"');
    }
  });

  it('falls back to the bundled image when the CMS has no error-404 image or the root data is missing', () => {
    for (const rootData of [{errorImage: null}, undefined]) {
      const html = renderUnderRoot(NOT_FOUND, rootData);
      expect(html).toContain('Page Not Found');
      expect(html).toContain(`<img src="${bundledImage}" alt="" width="400" height="240" class="error-page__image"`);
      expect(html).not.toContain('<picture');
    }
  });

  it('shows the bundled image on the static fallback page', () => {
    expect(fatalErrorPage()).toContain(`<img src="${bundledImage}" alt="" width="400" height="240">`);
  });
});
