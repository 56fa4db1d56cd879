import http from "node:http";

/** A keep-alive connection pool to 127.0.0.1 (the bench never talks to anything else). */
export const newAgent = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets });

export type Sent = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Time until the first byte of the response body (the first streamed event for SSE). */
  firstByteMs: number;
  totalMs: number;
};

/** One HTTP request to 127.0.0.1:port; it fails after `timeoutMs` rather than hang. */
export function send(
  agent: http.Agent,
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  timeoutMs = 10_000,
): Promise<Sent> {
  const headers: http.OutgoingHttpHeaders = { ...options.headers };
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json"; // a caller's own type (multipart) wins
    headers["content-length"] = Buffer.byteLength(options.body);
  }
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstByteMs = -1;
    const req = http.request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", agent, headers },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - start;
          parts.push(part);
        });
        res.on("error", reject);
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString("utf8"),
            firstByteMs,
            totalMs: performance.now() - start,
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

export type LoadResult = {
  ok: number;
  errors: number;
  seconds: number;
  latencies: number[];
  firstError?: string;
};

/**
 * `concurrency` workers each run `task` back to back until `durationMs` has passed (or `maxRequests`
 * were started). A task resolves true when the answer was right; a throw or false is an error.
 */
export async function load(
  options: { concurrency: number; durationMs: number; maxRequests?: number },
  task: (worker: number) => Promise<boolean>,
): Promise<LoadResult> {
  const result: LoadResult = { ok: 0, errors: 0, seconds: 0, latencies: [] };
  const maxRequests = options.maxRequests ?? 1_000_000;
  const start = performance.now();
  const deadline = start + options.durationMs;
  let started = 0;
  const worker = async (id: number) => {
    while (performance.now() < deadline && started < maxRequests) {
      started++;
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await task(id);
      } catch (error) {
        result.firstError ??= String(error);
      }
      result.latencies.push(performance.now() - t0);
      if (ok) result.ok++;
      else result.errors++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => worker(id)));
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (samples: number[]) => percentile(samples, 50);

export const ms = (value: number) => value.toFixed(2);
export const perSecond = (r: LoadResult) => Math.round(r.ok / r.seconds);

/** The `Cookie` header a browser would send back after this response. */
export function cookieFrom(sent: Sent): string {
  const lines = sent.headers["set-cookie"] ?? [];
  const pairs = lines.map((line) => line.split(";")[0]!.trim()).filter((pair) => !pair.endsWith("="));
  if (pairs.length === 0) throw new Error(`no cookie set (status ${sent.status}): ${sent.body}`);
  return pairs.join("; ");
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, filename: string, bytes: Buffer, type = "application/pdf") {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
