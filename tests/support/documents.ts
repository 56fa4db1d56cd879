import { readFileSync } from "node:fs";
import { origin, type TestApp } from "./app";

export const FIXTURES = new URL("../../../shared/fixtures/pdf/", import.meta.url);

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURES));
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, bytes: Buffer, type = "application/pdf") {
  const boundary = `----dc${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(
  app: TestApp,
  cookie: string,
  filename: string,
  bytes: Buffer,
  url = "/api/documents/upload",
) {
  const body = multipart("pdf", filename, bytes);
  return app.inject({
    method: "POST",
    url,
    headers: { ...origin, cookie, "content-type": body.contentType },
    payload: body.payload,
  });
}

export async function listDocuments(app: TestApp, cookie: string) {
  return (await app.inject({ method: "GET", url: "/api/documents", headers: { cookie } })).json() as {
    id: string;
    status: string;
    error: string | null;
    originalName: string;
    pageCount: number | null;
    extractedLength: number | null;
  }[];
}

/** Polls the list until the document leaves "processing". */
export async function settled(app: TestApp, cookie: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const doc = (await listDocuments(app, cookie)).find((d) => d.id === id);
    if (doc && doc.status !== "processing") return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${id} still processing after ${timeoutMs} ms`);
}
