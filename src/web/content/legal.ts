/** A section of the Terms or the Privacy Policy: paragraphs and bullet lists. */
export type LegalSection = { id: string; title: string; body: (string | { list: string[] })[] };
