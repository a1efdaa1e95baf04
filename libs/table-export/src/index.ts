export { neutraliseFormula } from './formula-cells';
export { EXPORT_MEDIA_TYPES, TABLE_WRITERS, type CellValue, type ExportFormat, type TableWriter } from './table-writer';
export { exportFileName, writeTableRows, type ExportColumn, type ExportTable } from './table-rows';
export { FINDING_EXPORT_COLUMNS, type ExportedFinding } from './finding-columns';
export { COMPLIANCE_EXPORT_COLUMNS, type ExportedComplianceItem } from './compliance-columns';
export { EXCEPTION_EXPORT_COLUMNS, type ExportedRiskException } from './exception-columns';
