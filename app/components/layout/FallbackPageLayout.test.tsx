import {describe, expect, it} from 'vitest';
import {renderToString} from 'react-dom/server';
import {createRemixStub} from '@remix-run/testing';
import {FallbackPageLayout} from './fallback-layout-part';

describe('the layout of a page whose root data failed', () => {
  it('renders the fallback menus in the header and footer, and names its split part for the browser to load before hydrating', async () => {
    await FallbackPageLayout.preload();
    const Stub = createRemixStub([
      {
        id: 'root',
        path: '/',
        Component: () => (
          <FallbackPageLayout>
            <p>the error page</p>
          </FallbackPageLayout>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} hydrationData={{loaderData: {root: null}}} />);
    expect(html).toContain('<template data-split-part="FallbackPageLayout">');
    expect(html).toContain('<p>the error page</p>');
    // The header row's categories are the shop links, and the footer has both lists.
    expect(html).toMatch(
      /class="header-nav__link"[^>]*href="\/products\/colgate-teeth-whitening"|href="\/products\/colgate-teeth-whitening"[^>]*class="header-nav__link"/,
    );
    expect(html).toContain('>Need Help?</h2>');
    expect(html).toContain('Manage Subscriptions');
  });
});
