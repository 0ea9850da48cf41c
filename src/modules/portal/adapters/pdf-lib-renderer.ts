import { injectable } from 'inversify';
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { DocumentRenderer } from '../application/ports.js';
import type { PrintedDocument } from '../domain/documents.js';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

/** The standard fonts encode WinAnsi: characters outside it (emoji, other scripts) are replaced, not thrown at. */
const printable = (font: PDFFont, text: string) =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

/** Splits a line so it fits the page's width. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Lays a portal document out on A4 pages with pdf-lib (pure JavaScript, no native parts). */
@injectable()
export class PdfLibRenderer implements DocumentRenderer {
  async pdf(document: PrintedDocument): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(document.title, { showInWindowTitleBar: true });
    pdf.setSubject(document.subject);
    pdf.setAuthor('Portal Personas');
    pdf.setLanguage('es-CL');
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    let page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    const width = PAGE.width - 2 * MARGIN;
    const write = (text: string, font: PDFFont, size: number, gap = 4) => {
      for (const line of wrap(font, size, printable(font, text), width)) {
        if (y - size < MARGIN) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - MARGIN;
        }
        page.drawText(line, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.15) });
        y -= size + gap;
      }
    };
    write(document.title, bold, 16, 12);
    for (const section of document.sections) {
      y -= 8;
      write(section.heading, bold, 12, 6);
      for (const line of section.lines) write(line, regular, 10);
    }
    y -= 16;
    write(document.footer, regular, 8);
    return pdf.save();
  }
}
