import type { PageMeta } from "../content/page-meta";
import { site } from "../content/site";

/** Stands for the public origin in prerendered HTML; the server swaps in APP_URL's origin. */
export const ORIGIN_TOKEN = "%SITE_ORIGIN%";

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The <head> tags of one page: title, description, canonical URL, Open Graph and card tags. */
export function headTags(path: string, meta: PageMeta): string {
  const url = `${ORIGIN_TOKEN}${path}`;
  const image = `${ORIGIN_TOKEN}/og-image.png`;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.productName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${site.productName}: practical, respectful dating coaching`)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join("\n    ");
}

/**
 * Puts a page into the built index.html: its head tags replace the generic title and description,
 * module preloads of its own chunk go before </head>, and its markup fills #root.
 */
export function composeDocument(
  template: string,
  page: { head: string; markup: string; preloads: string[] },
): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"[^>]*>/;
  const root = '<div id="root"></div>';
  for (const [what, pattern] of [
    ["<title>", title],
    ["meta description", description],
    ["#root", root],
  ] as const) {
    if (!template.match(pattern)) throw new Error(`index.html has no ${what} to replace`);
  }
  const preloads = page.preloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join("\n    ");
  return template
    .replace(description, "")
    .replace(title, () => page.head)
    .replace("</head>", () => (preloads ? `  ${preloads}\n  </head>` : "</head>"))
    .replace(root, () => `<div id="root">${page.markup}</div>`);
}

/** Where the build writes a page, relative to the web root ("/" is index.html). */
export const pageFile = (path: string) => `${path === "/" ? "index" : path.slice(1)}.html`;
