import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CoachMarkdown } from "./coach-markdown";

const render = (text: string) => renderToStaticMarkup(createElement(CoachMarkdown, { text }));

test("numbered lines, bullets and bold become lists and strong text", () => {
  const html = render("Try this:\n\n1. Smile\n2. Say **hi**\n\n- Be curious\n- Listen");
  expect(html).toContain('<ol class="');
  expect(html).toMatch(/<li>Say <strong[^>]*>hi<\/strong><\/li>/);
  expect(html).toContain('<ul class="');
  expect(html).toContain("<li>Listen</li>");
});

test("raw HTML in a reply is shown as text, never as an element", () => {
  const html = render(
    'Look <img src=x onerror=alert(1)> and <script>alert(2)</script> <a href="javascript:x">y</a>',
  );
  expect(html).not.toMatch(/<img|<script|<a /);
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
});

test("markdown images are dropped and javascript: links lose their address", () => {
  const html = render(
    "![tracker](https://evil.example/pixel.png) [click](javascript:alert(1)) [ok](https://example.com)",
  );
  expect(html).not.toContain("<img");
  expect(html).not.toContain("javascript:");
  expect(html).toContain('href="https://example.com"');
  expect(html).toContain('rel="noopener noreferrer nofollow"');
});
