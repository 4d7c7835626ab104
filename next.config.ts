import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * use-intl's public `format-message/format-only` entry, as the relative path Turbopack's aliases want
 * (found through the package's exports, as next-intl's own plugin finds it for `precompile`).
 */
const formatOnly = `./${path.relative(process.cwd(), createRequire(path.join(process.cwd(), 'package.json')).resolve('use-intl/format-message/format-only')).replace(/\\/g, '/')}`;

const nextConfig: NextConfig = {
  // Separate build folders let several builds (e.g. parallel test runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // PGlite loads its WASM from its package directory; bundled, it cannot find it.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'sharp', 'redis'],
  // Next's cache of pages and data: several app servers share one in Redis (lib/cache/redis-cache-handler.mjs,
  // docs/decisions/0079); a single server keeps it in its memory, bounded (lib/cache/local-cache-handler.mjs,
  // docs/decisions/0141), instead of Next's own, which writes every page it renders to disk for good.
  // Read when the server starts, so one build serves both ways.
  cacheHandler: path.join(process.cwd(), process.env.REDIS_URL ? 'lib/cache/redis-cache-handler.mjs' : 'lib/cache/local-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // scripts/production-server.mjs compresses, once per body that repeats (cached pages, static files,
  // the cached tour list), instead of Next.js gzipping every response anew. NEXT_COMPRESS=1 (read
  // when the server starts) hands compression back to Next, to compare (docs/seo-and-performance.md).
  compress: process.env.NEXT_COMPRESS === '1',
  // The same server gives pages an ETag (SHA-1 of the body, which it hashes anyway to find the
  // compressed bytes) and answers If-None-Match; Next's own hash of 170 KB of HTML per request is slower.
  generateEtags: false,
  // `npm test` type-checks the whole project first (tsc); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  turbopack: {
    resolveAlias: {
      // Client messages are compiled on the server (lib/i18n/client-namespaces.ts), so the browser
      // formats them with icu-minify's runtime and never downloads the ICU parser; the server builds
      // compile the ICU strings they read with the same runtime (lib/i18n/format-message.ts).
      'use-intl/format-message': {
        browser: formatOnly,
        default: './lib/i18n/format-message.ts',
      },
    },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Without 1080, a near twin of 1200 (which 390 to 430 px phones at 3× already take): one candidate
    // fewer in every srcset (docs/decisions/0162).
    deviceSizes: [375, 640, 828, 1200, 1600],
    // Next's default less 384, a near twin of the phones' 375: one candidate fewer in every srcset.
    imageSizes: [32, 48, 64, 96, 128, 256],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async rewrites() {
    return {
      // A Turkish catalogue address that proxy.ts skipped (docs/decisions/0114: no `lang` cookie, the
      // browser's first language Turkish or none) is the Turkish page, as next-intl's rewrite would
      // make it; an address proxy.ts handled is already `/tr/…` or a redirect, and matches neither rule.
      beforeFiles: [
        { source: '/', destination: '/tr' },
        {
          source: '/:page(destinations|tour-list-[123]|tour-single-[1-5]|blog-list-[123]|blog-single|page-single|about|help-center|terms|contact)/:rest*',
          destination: '/tr/:page/:rest*',
        },
      ],
    };
  },
  async headers() {
    const common = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      { key: 'X-Frame-Options', value: 'DENY' },
    ];
    return [
      { source: '/:path*', headers: common },
      // The guide's check-in screens scan vouchers with the camera: the only pages that may use it
      // (a later rule overrides the same header of an earlier one).
      { source: '/db-guide/:path*', headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' }] },
      { source: '/:locale(en|ru)/db-guide/:path*', headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' }] },
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }] },
      { source: '/service-worker.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
