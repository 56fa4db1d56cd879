import { expect, test } from "vitest";
import { composeDocument, headTags, ORIGIN_TOKEN, pageFile } from "./document";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Generic" />
    <title>Dating Coach AI</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

test("a page's head replaces the generic title and description, and its markup fills #root", () => {
  const html = composeDocument(TEMPLATE, {
    head: headTags("/pricing", { title: "Pricing: $29.99/month", description: "Premium is $29.99/month." }),
    markup: "<main><h1>Pricing</h1><p>Only $1 a day? $&amp; $' $`</p></main>",
    preloads: ["/assets/pricing-xyz.js"],
  });
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain("<title>Pricing: $29.99/month</title>");
  expect(html).not.toContain('content="Generic"');
  expect(html).toContain('<meta name="description" content="Premium is $29.99/month." />');
  // "$" sequences are text, not replacement patterns.
  expect(html).toContain("<p>Only $1 a day? $&amp; $' $`</p>");
  expect(html).toContain('<div id="root"><main><h1>Pricing</h1>');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/pricing-xyz.js">\s*<\/head>/);
  expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
});

test("head tags name the page's own URL and image under the origin token, escaped", () => {
  const head = headTags("/about", { title: 'About "us" & <friends>', description: "Who we are" });
  expect(head).toContain("<title>About &quot;us&quot; &amp; &lt;friends&gt;</title>");
  expect(head).toContain(`<link rel="canonical" href="${ORIGIN_TOKEN}/about" />`);
  expect(head).toContain(`<meta property="og:url" content="${ORIGIN_TOKEN}/about" />`);
  expect(head).toContain(`<meta property="og:image" content="${ORIGIN_TOKEN}/og-image.png" />`);
  expect(head).toContain('<meta property="og:title" content="About &quot;us&quot; &amp; &lt;friends&gt;" />');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
});

test("a template without a place for the page is refused rather than half-filled", () => {
  expect(() =>
    composeDocument("<html><head></head><body></body></html>", { head: "", markup: "", preloads: [] }),
  ).toThrow(/index.html has no/);
});

test("pages are written as <name>.html, the landing page as index.html", () => {
  expect(pageFile("/")).toBe("index.html");
  expect(pageFile("/terms")).toBe("terms.html");
});
