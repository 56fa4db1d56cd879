import { expect, test } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../../shared/api/documents";
import { checkPdfFile } from "./check-pdf";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

test("a PDF is recognised by its type or by its .pdf name", () => {
  expect(checkPdfFile(file("book.pdf", "application/pdf"))).toBeNull();
  expect(checkPdfFile(file("BOOK.PDF", ""))).toBeNull();
  expect(checkPdfFile(file("download", "application/pdf"))).toBeNull();
});

test("anything else is the wrong type", () => {
  expect(checkPdfFile(file("notes.txt", "text/plain"))).toBe("type");
  expect(checkPdfFile(file("book.pdf.txt", ""))).toBe("type");
  expect(checkPdfFile(file("cover.png", "image/png", MAX_UPLOAD_BYTES + 1))).toBe("type");
});

test("10 MB is allowed, one byte more is too large", () => {
  expect(checkPdfFile(file("big.pdf", "application/pdf", MAX_UPLOAD_BYTES))).toBeNull();
  expect(checkPdfFile(file("big.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1))).toBe("size");
});
