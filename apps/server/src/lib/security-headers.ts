/**
 * The headers every answer carries. Pages and files get the document set: its CSP lets the app
 * itself and nothing else run (inline style attributes are allowed because Radix positions
 * popovers with them, and images may come from https: because trending covers live on the
 * platforms' CDNs).
 */
const DOCUMENT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': DOCUMENT_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
}

/**
 * API answers (JSON envelopes and event streams) are never a document, so they get what OWASP's
 * REST Security Cheat Sheet asks of an API: a policy under which nothing loads or frames them if a
 * browser is led to open one, no sniffing, no cross-origin reads, HSTS. The document-only headers
 * (opener, referrer, DNS prefetch, legacy IE and Flash switches) do nothing on JSON, and leaving
 * them off makes every small answer smaller and quicker to send.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': DOCUMENT_SECURITY_HEADERS['Strict-Transport-Security'],
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
}

/** The API's reference page (/api/docs) is a document: it runs Swagger UI's script. */
export const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')
