/**
 * Browsers drop tabs and line breaks from a URL and read a backslash as a slash, so `/\t/evil.example`,
 * `/\nevil` and `/\evil.example` can each open another site. A redirect target carrying a control character or a
 * backslash is refused outright, whatever follows.
 */
export function hasUnsafeUrlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\\]/.test(value);
}

/** A path of this site: `/…`, never `//host` (protocol-relative) nor anything a browser could rewrite into one. */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !hasUnsafeUrlCharacters(value);
}
