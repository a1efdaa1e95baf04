// Original file: vmdash/v1/data_cache.proto


export interface _vmdash_v1_RiskInputsReport_Cvss {
  'vector_v4'?: (number);
  'vector_v3'?: (number);
  'vector_v2'?: (number);
  'scanner_score'?: (number);
  'severity_stand_in'?: (number);
}

export interface _vmdash_v1_RiskInputsReport_Cvss__Output {
  'vector_v4': (number);
  'vector_v3': (number);
  'vector_v2': (number);
  'scanner_score': (number);
  'severity_stand_in': (number);
}

export interface _vmdash_v1_RiskInputsReport_Epss {
  'configured'?: (boolean);
  'model_version'?: (string);
  'score_date'?: (string);
  'entries'?: (number);
  'bad_lines'?: (number);
  'findings'?: (number);
  '_model_version'?: "model_version";
  '_score_date'?: "score_date";
}

export interface _vmdash_v1_RiskInputsReport_Epss__Output {
  'configured': (boolean);
  'model_version'?: (string);
  'score_date'?: (string);
  'entries': (number);
  'bad_lines': (number);
  'findings': (number);
}

export interface _vmdash_v1_RiskInputsReport_Exploit {
  'findings'?: (number);
}

export interface _vmdash_v1_RiskInputsReport_Exploit__Output {
  'findings': (number);
}

export interface _vmdash_v1_RiskInputsReport_Inventory {
  'configured'?: (boolean);
  'rows'?: (number);
  'assets'?: (number);
  'assets_matched'?: (number);
  'criticality_from_inventory'?: (number);
  'internet_facing_from_inventory'?: (number);
}

export interface _vmdash_v1_RiskInputsReport_Inventory__Output {
  'configured': (boolean);
  'rows': (number);
  'assets': (number);
  'assets_matched': (number);
  'criticality_from_inventory': (number);
  'internet_facing_from_inventory': (number);
}

export interface _vmdash_v1_RiskInputsReport_Kev {
  'configured'?: (boolean);
  'catalog_version'?: (string);
  'entries'?: (number);
  'findings'?: (number);
  'ransomware_findings'?: (number);
  '_catalog_version'?: "catalog_version";
}

export interface _vmdash_v1_RiskInputsReport_Kev__Output {
  'configured': (boolean);
  'catalog_version'?: (string);
  'entries': (number);
  'findings': (number);
  'ransomware_findings': (number);
}

/**
 * What the risk scores of a refresh read and matched: findings per CVSS origin, and per input how much it held and how
 * many findings (or assets) it matched. `configured` is false when the input's file is not configured.
 */
export interface RiskInputsReport {
  'cvss'?: (_vmdash_v1_RiskInputsReport_Cvss | null);
  'kev'?: (_vmdash_v1_RiskInputsReport_Kev | null);
  'epss'?: (_vmdash_v1_RiskInputsReport_Epss | null);
  'exploit'?: (_vmdash_v1_RiskInputsReport_Exploit | null);
  'inventory'?: (_vmdash_v1_RiskInputsReport_Inventory | null);
}

/**
 * What the risk scores of a refresh read and matched: findings per CVSS origin, and per input how much it held and how
 * many findings (or assets) it matched. `configured` is false when the input's file is not configured.
 */
export interface RiskInputsReport__Output {
  'cvss': (_vmdash_v1_RiskInputsReport_Cvss__Output | null);
  'kev': (_vmdash_v1_RiskInputsReport_Kev__Output | null);
  'epss': (_vmdash_v1_RiskInputsReport_Epss__Output | null);
  'exploit': (_vmdash_v1_RiskInputsReport_Exploit__Output | null);
  'inventory': (_vmdash_v1_RiskInputsReport_Inventory__Output | null);
}
