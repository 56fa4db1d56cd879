import { expect, test } from "vitest";
import { formatFileSize } from "./format-file-size";

test("under 1 KB is whole bytes", () => {
  expect(formatFileSize(0)).toBe("0 Bytes");
  expect(formatFileSize(1)).toBe("1 Bytes");
  expect(formatFileSize(1023)).toBe("1023 Bytes");
});

test("KB, MB and GB carry 2 decimals in steps of 1024", () => {
  expect(formatFileSize(1024)).toBe("1.00 KB");
  expect(formatFileSize(1536)).toBe("1.50 KB");
  expect(formatFileSize(1024 * 1024 - 1)).toBe("1024.00 KB");
  expect(formatFileSize(10 * 1024 * 1024)).toBe("10.00 MB");
  expect(formatFileSize(1016315)).toBe("992.50 KB");
  expect(formatFileSize(3 * 1024 ** 3)).toBe("3.00 GB");
});

test("past GB stays in GB; nonsense shows 0 Bytes", () => {
  expect(formatFileSize(2 * 1024 ** 4)).toBe("2048.00 GB");
  expect(formatFileSize(-5)).toBe("0 Bytes");
  expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
});
