// Original file: vmdash/v1/data_cache.proto


/**
 * CVSS base score 0-10 of the vector (v4.0 CVSS-B, else v3.x, else v2), else the scanner's score, else the severity's
 * stand-in; source: vector, scanner or severity.
 */
export interface CvssFactor {
  'value'?: (number | string);
  'version'?: (string);
  'vector'?: (string);
  'source'?: (string);
  'contribution'?: (number | string);
  '_version'?: "version";
  '_vector'?: "vector";
}

/**
 * CVSS base score 0-10 of the vector (v4.0 CVSS-B, else v3.x, else v2), else the scanner's score, else the severity's
 * stand-in; source: vector, scanner or severity.
 */
export interface CvssFactor__Output {
  'value': (number);
  'version'?: (string);
  'vector'?: (string);
  'source': (string);
  'contribution': (number);
}
