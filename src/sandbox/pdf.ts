/** A one-page PDF with a few lines of text: enough for receipts and seed documents to open in a viewer. */
export function pdfBlob(lines: readonly string[]): Blob {
  // ASCII only, so that character offsets are byte offsets in the cross-reference table.
  const escapePdf = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const content = lines.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 18} Td (${escapePdf(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = text.length;
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([text], { type: 'application/pdf' });
}
