import type { Severity } from '../../app/api/types';

/** Chart colours of the severities (the stylesheet's --critical ... --info). */
export const SEVERITY_COLOURS: Readonly<Record<Severity, string>> = { critical: '#9f1239', high: '#c2410c', medium: '#a16207', low: '#1d4ed8', info: '#4b5563' };
