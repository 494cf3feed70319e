/**
 * How the site's text is compressed: scripts/precompress.ts writes the .gz and
 * .br files the server sends, the server compresses what has none at the same
 * gzip level, and the byte figures (bench, js-bytes) measure at it, so that
 * one quantity has one figure.
 */
export const GZIP_LEVEL = 9;
export const BROTLI_QUALITY = 9;
