import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, without white space (what a printed page says, for assertions on paper). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    // NOTE: pdf.js splits runs of text at punctuation and kerning; without white space the checks read the words, not the runs.
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('').replace(/\s+/g, ''));
  }
  return pages;
}
