/**
 * Whether a navigation item is the current screen: its own path or any path below it
 * (/practice on /practice/:id). "/" is current only on "/", or it would claim every path.
 */
export function isCurrentPath(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
