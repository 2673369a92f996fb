import type {ReactNode} from 'react';
import {FALLBACK_MENUS} from '~/features/navigation/fallback-menus';
import {PageLayout} from './PageLayout';

/** The page layout when the root data is missing (its loader failed): fixed menus, no cart count. */
export function FallbackPageLayout({children}: {children?: ReactNode}) {
  return (
    <PageLayout menus={FALLBACK_MENUS} cart={null}>
      {children}
    </PageLayout>
  );
}
