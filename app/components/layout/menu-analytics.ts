import {pushEvent} from '~/features/analytics/data-layer';

/** One `navigation` event for a main-menu link followed (drawer or header row), with the group it sits in. */
export function pushMenuNavigation(link: HTMLAnchorElement): void {
  const group = link.closest('[data-menu-group]')?.getAttribute('data-menu-group') ?? undefined;
  pushEvent('navigation', {
    nav_type: 'main_menu',
    nav_text: link.dataset.title ?? link.textContent?.trim() ?? '',
    nav_url: link.getAttribute('href'),
    ...(group ? {nav_parent: group} : {}),
  });
}
