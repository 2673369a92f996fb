import {pushEvent} from '~/features/analytics/data-layer';

/**
 * One `navigation` event per main-menu link followed (drawer or header row),
 * with the group it sits in. Listens by delegation: clicks on the links
 * bubble up, and Enter on a focused link is a click too.
 */
export function pushMenuNavigation(event: React.MouseEvent<HTMLElement>): boolean {
  const link = (event.target as HTMLElement).closest('a');
  if (!link) return false;
  const group = link.closest('[data-menu-group]')?.getAttribute('data-menu-group') ?? undefined;
  pushEvent('navigation', {
    nav_type: 'main_menu',
    nav_text: link.dataset.title ?? link.textContent?.trim() ?? '',
    nav_url: link.getAttribute('href'),
    ...(group ? {nav_parent: group} : {}),
  });
  return true;
}
