/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, tab and
 * carriage return at the start of the cell.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * A cell's text made inert against spreadsheet formula injection (OWASP, "CSV Injection"; docs/decisions/0015-exports-and-cleanup.md): text
 * that begins with a formula trigger gets a single quote in front, so Excel, LibreOffice and Sheets show it as text and
 * never evaluate it. Other text is returned unchanged. Every exported text cell passes through here (table-writer.ts),
 * CSV and XLSX alike.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}
