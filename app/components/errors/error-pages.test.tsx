import {describe, expect, it} from 'vitest';
import {renderToString} from 'react-dom/server';
import {createRemixStub} from '@remix-run/testing';
import {fatalErrorPage} from '~/server/fatal-error-page';
import {RouteErrorBoundary} from './RouteErrorBoundary';

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
  it('shows the spec error page for an unhandled error', () => {
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
});
