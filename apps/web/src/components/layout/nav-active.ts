import type { NavItem } from '@/components/layout/sidebar-data'

const firstSegment = (path: string) => path.split('?')[0].split('/')[1] ?? ''

/**
 * Active when the address equals the url, equals it without the query string, matches a
 * sub-item, or (for a group's top item, `mainNav`) shares its first path segment.
 */
export function isNavItemActive(href: string, item: NavItem, mainNav = false): boolean {
  const path = href.split('?')[0]
  if (href === item.url || path === item.url) return true
  if (item.items?.some((sub) => sub.url === href || sub.url === path)) return true
  if (item.activePrefix && (path === item.activePrefix || path.startsWith(`${item.activePrefix}/`))) return true
  const segment = firstSegment(href)
  return mainNav && segment !== '' && segment === firstSegment(item.url)
}
