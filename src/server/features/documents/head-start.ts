import type { ExtractionResult, PageText } from "./extraction/extract-pdf";
import type { Extract } from "./process-documents";

/**
 * An extraction begun by the upload request on the bytes it already holds, while it stores the file
 * and the job: the worker that claims the job takes it over instead of reading the file back and
 * starting again. It only saves time. The stored file and job stay the truth, so after a crash, or
 * when another instance claims the job, the book is read the usual way.
 */
export type HeadStart = {
  /** Passes on the pages read so far, then each later one as it comes; resolves with the result. */
  follow(onPage: (page: PageText) => void): Promise<ExtractionResult>;
  /** Settles (never rejects) when the extraction ends, whether or not anyone follows it. */
  ended: Promise<void>;
};

/** What an upload holds of its head start: it names the stored document, or gives it up. */
export type HeadStartTicket = {
  /** The upload is stored as this document: its job may take the extraction over. */
  stored(documentId: string): void;
  /** The upload failed: nobody will take the extraction over. */
  drop(): void;
};

export function beginHeadStart(extract: Extract, bytes: Uint8Array): HeadStart {
  const early: PageText[] = [];
  let forward: ((page: PageText) => void) | undefined;
  const result = extract(bytes, (page) => (forward ? forward(page) : early.push(page)));
  return {
    follow(onPage) {
      for (const page of early.splice(0)) onPage(page);
      forward = onPage;
      return result;
    },
    ended: result.then(
      () => {},
      () => {},
    ),
  };
}
