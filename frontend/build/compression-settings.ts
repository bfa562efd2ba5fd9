import { constants } from 'node:zlib';

/**
 * How every built file is compressed, once, at build time: the server sends the twin a browser
 * accepts as it is (backend platform/http/static-files.ts), so the highest settings cost nothing
 * per request.
 */
export const compressedFiles = /\.(js|css|html|svg|json|txt|woff2?)$/;
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
export const gzipOptions = { level: 9 };
