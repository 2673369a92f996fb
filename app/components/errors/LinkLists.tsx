import {LinkSection} from '~/components/layout/LinkSection';
import {ERROR_COPY} from '~/ui/error-copy';
import {FALLBACK_MENUS} from '~/features/navigation/fallback-menus';

/** The Shop and Need Help? link lists of the error and not-found pages (fixed, so they work when the CMS does not). */
export function ErrorLinkLists() {
  return (
    <nav className="error-links" aria-label="Helpful links">
      <LinkSection heading={ERROR_COPY.shopHeading} items={FALLBACK_MENUS.footerShop} />
      <LinkSection heading={ERROR_COPY.helpHeading} items={FALLBACK_MENUS.footerHelp} />
    </nav>
  );
}
