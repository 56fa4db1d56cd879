import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

const FIXTURES = new URL("../../../shared/fixtures/pdf/", import.meta.url);

/** A real-world PDF from the shared fixtures, as the bytes a user would pick. */
export function pdfFixture(name: string) {
  return { name, mimeType: "application/pdf", buffer: readFileSync(new URL(name, FIXTURES)) };
}

/**
 * Counts the page's fetch calls for one path from now on, as the page makes them (a call made
 * inside a timer is counted before the timer returns); the returned function reads the count.
 */
export async function countFetches(page: Page, path: string) {
  await page.evaluate((path) => {
    const counts = window as unknown as { fetchCounts?: Record<string, number> };
    counts.fetchCounts ??= {};
    counts.fetchCounts[path] = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === path) counts.fetchCounts![path]! += 1;
      return fetch(input, init);
    };
  }, path);
  return () =>
    page.evaluate(
      (path) => (window as unknown as { fetchCounts: Record<string, number> }).fetchCounts[path],
      path,
    );
}

export function toast(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) });
}

/** The Document Library and its upload dialog, as a person uses them. */
export class LibraryPage {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole("dialog", { name: "Upload a book" });
  }
  get fileInput() {
    return this.dialog.getByLabel("PDF file");
  }
  get dropZone() {
    return this.dialog.getByTestId("drop-zone");
  }
  /** Found even behind the open dialog, which hides the rest of the page from assistive tech. */
  get cards() {
    return this.page
      .getByRole("list", { name: "Books", includeHidden: true })
      .getByRole("listitem", { includeHidden: true });
  }
  card(name: string) {
    return this.cards.filter({ has: this.page.getByRole("heading", { name, includeHidden: true }) });
  }

  async open() {
    await this.page.goto("/library");
    await expect(this.page.getByRole("heading", { name: "Document Library" })).toBeVisible();
  }

  async openDialog(buttonName = "Upload book") {
    await this.page.getByRole("button", { name: buttonName, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Drops a file on the drop zone through a real `drop` event carrying a DataTransfer. */
  async drop(file: { name: string; mimeType: string; buffer: Buffer }) {
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, mimeType, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: mimeType }));
        return transfer;
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") },
    );
    await this.dropZone.dispatchEvent("dragenter", { dataTransfer });
    await this.dropZone.dispatchEvent("dragover", { dataTransfer });
    await this.dropZone.dispatchEvent("drop", { dataTransfer });
  }

  /** Waits for an upload to finish: the success toast, then the dialog closing itself. */
  async expectUploaded() {
    // Generous: another test's book may be keeping the server busy.
    await expect(toast(this.page, "Upload Successful")).toContainText(
      "Your PDF is being processed and will be available for AI coaching soon.",
      { timeout: 20_000 },
    );
    await expect(this.dialog).toBeHidden({ timeout: 5000 });
  }
}
