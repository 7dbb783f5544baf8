/**
 * When our plugins change the built scripts. Terser strips comments while minifying, at webpack's
 * processAssets stage OPTIMIZE_SIZE (400). Our changes come just after it, and before the source maps
 * (DEV_TOOLING, 500) and the content hashes (OPTIMIZE_HASH, 2500) are worked out, so both describe
 * each file as served.
 */
export const AFTER_MINIFYING = 401;
