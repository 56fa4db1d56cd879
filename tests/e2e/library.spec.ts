import type { Page } from "@playwright/test";
import { ChatPage } from "./chat-page";
import { anySize, anySizeStoresNothing, expect, storesNothing, test } from "./fixtures";
import { countFetches, LibraryPage, pdfFixture, toast } from "./library-page";

// Extracting a whole book takes a few seconds, more while the other worker's book is processed.
test.describe.configure({ timeout: 60_000 });

const tracemonkey = new URL("../../../shared/fixtures/pdf/tracemonkey.pdf", import.meta.url);

async function uploadViaApi(page: Page, baseURL: string, name: string) {
  const response = await page.request.post("/api/documents/upload", {
    headers: { origin: baseURL },
    multipart: { pdf: pdfFixture(name) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test(
  "an empty library says so, and 'Upload Your First Book' opens the upload dialog",
  storesNothing,
  async ({ page, user: _ }) => {
    const library = new LibraryPage(page);
    await library.open();
    await expect(page.getByText("No books yet")).toBeVisible();
    await library.openDialog("Upload Your First Book");
    await expect(library.dropZone).toContainText("Drag and drop your PDF here");
    await expect(library.fileInput).toHaveAttribute("accept", ".pdf,application/pdf");
    await library.dialog.getByRole("button", { name: "Close" }).click();
    await expect(library.dialog).toBeHidden();
  },
);

// The server's part (extraction, page counts, limits, refusals) is the same at any size; on a phone
// the library differs only in its one-column list, walked by the empty-library and delete tests.
test(
  "a picked book uploads, shows 'Processing document...', then its pages",
  anySize,
  async ({ page, user: _ }) => {
    // The page's clock runs as usual until the end, where it is moved on instead of waited for.
    await page.clock.install();
    const library = new LibraryPage(page);
    await library.open();
    await library.openDialog();
    await library.fileInput.setInputFiles(pdfFixture("freeculture.pdf"));
    const card = library.card("freeculture.pdf");
    await expect(card).toContainText("Processing document...", { timeout: 20_000 });
    await library.expectUploaded();
    await expect(card).toContainText("352 pages", { timeout: 30_000 });
    await expect(card).not.toContainText("Processing document...");
    await expect(card).toContainText("2.48 MB");
    await expect(card).toContainText(/\d+K characters/);
    // With nothing left processing, the list stops asking: 4.5 s of the page's time (more than two
    // 2 s polls, which run on timers) pass at once, and no request for the list goes out.
    let listCalls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/documents") listCalls += 1;
    });
    const listFetches = await countFetches(page, "/api/documents");
    await page.clock.runFor(4500);
    expect(await listFetches()).toBe(0);
    // A request sent before a later one has come back has been seen by the listener by then.
    await page.evaluate(() => fetch("/readyz").then((response) => response.status));
    expect(listCalls).toBe(0);
  },
);

test("a book dropped on the drop zone uploads", anySize, async ({ page, user: _ }) => {
  const library = new LibraryPage(page);
  await library.open();
  await library.openDialog();
  await library.drop(pdfFixture("TAMReview.pdf"));
  await library.expectUploaded();
  await expect(library.card("TAMReview.pdf")).toContainText("23 pages", { timeout: 30_000 });
});

test("the dialog shows progress and cannot be closed while uploading", anySize, async ({ page, user: _ }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/documents/upload", async (route) => {
    await held;
    await route.continue();
  });
  const library = new LibraryPage(page);
  await library.open();
  await library.openDialog();
  await library.fileInput.setInputFiles(pdfFixture("alphatrans.pdf"));
  const bar = library.dialog.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toHaveAttribute("aria-valuenow", "90");
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(library.dialog.getByRole("button", { name: "Close" })).toBeDisabled();
  await expect(library.dialog).toBeVisible();
  release();
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await library.expectUploaded();
  await library.openDialog();
  await expect(library.dropZone).toBeVisible(); // reset to idle for the next book
});

test(
  "files that are not PDFs, or too large, are refused with the spec's messages",
  anySizeStoresNothing,
  async ({ page, user: _ }) => {
    const library = new LibraryPage(page);
    await library.open();
    await library.openDialog();
    await library.fileInput.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(toast(page, "Invalid File Type")).toContainText("Please select a PDF file.");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    await library.fileInput.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await expect(toast(page, "File Too Large")).toContainText("Please select a PDF file smaller than 10MB.");
    await expect(library.dropZone).toBeVisible();

    // Renamed to .pdf it passes the browser's check, and the server refuses the bytes.
    const fake = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text") };
    await library.drop(fake);
    await expect(toast(page, "Upload Failed")).toContainText("This file is not a PDF", { timeout: 20_000 });
    await expect(library.dialog).toContainText("There was an error processing your PDF. Please try again.");
    await library.dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(library.dropZone).toBeVisible();
    await expect(page.getByText("No books yet")).toBeVisible();
  },
);

test(
  "over the plan's book limit, the server's message is shown",
  anySize,
  async ({ page, baseURL, user: _ }) => {
    await uploadViaApi(page, baseURL!, "alphatrans.pdf");
    const library = new LibraryPage(page);
    await library.open();
    await library.openDialog();
    await library.fileInput.setInputFiles(pdfFixture("sizes.pdf"));
    await expect(toast(page, "Upload Failed")).toContainText("Book limit reached", { timeout: 20_000 });
    await expect(library.dialog.getByRole("alert")).toContainText(
      "Book limit reached: your plan includes 1 book.",
    );
    await expect(library.dialog.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(library.cards).toHaveCount(1);
  },
);

test("a book is deleted only after confirming", async ({ page, baseURL, user: _ }) => {
  await uploadViaApi(page, baseURL!, "alphatrans.pdf");
  const library = new LibraryPage(page);
  await library.open();
  await expect(library.card("alphatrans.pdf")).toContainText("1 page", { timeout: 30_000 });
  await page.getByRole("button", { name: "Delete alphatrans.pdf" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this book?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(library.cards).toHaveCount(1);
  await page.getByRole("button", { name: "Delete alphatrans.pdf" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No books yet")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No books yet")).toBeVisible();
});

test("the coach answers from a book uploaded on the chat screen", anySize, async ({ page, user: _ }) => {
  const chat = new ChatPage(page);
  await chat.open();
  const library = new LibraryPage(page);
  await library.openDialog("Upload book");
  await library.fileInput.setInputFiles(tracemonkey.pathname);
  await library.expectUploaded();
  await library.open();
  await expect(library.card("tracemonkey.pdf")).toContainText("14 pages", { timeout: 30_000 });
  await chat.open();
  await chat.send("What are trace trees in the paper?");
  await expect(chat.coachMessages.last()).toContainText("tracemonkey, page", { timeout: 30_000 });
});

test(
  "the PDF Upload Test page reports what the server read",
  anySizeStoresNothing,
  async ({ page, user: _ }) => {
    await page.goto("/upload-test");
    await expect(page.getByRole("heading", { name: "PDF Upload Test" })).toBeVisible();
    const input = page.getByLabel("PDF file");
    await input.setInputFiles({ name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expect(toast(page, "Invalid File")).toContainText("Please select a PDF file");
    await input.setInputFiles(pdfFixture("tracemonkey.pdf"));
    await page.getByRole("button", { name: "Upload and test" }).click();
    await expect(page.getByRole("status")).toContainText(/tracemonkey\.pdf: 14 pages, [\d,]+ characters/, {
      timeout: 20_000,
    });
  },
);
