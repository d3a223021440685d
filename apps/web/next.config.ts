// Next.js config: pins the monorepo root so Turbopack and output tracing never guess it from stray lockfiles.
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const monorepoRoot = fileURLToPath(new URL('../..', import.meta.url));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Game packages are TypeScript sources in the workspace (boards read their generated card texts).
  transpilePackages: [
    '@cortex/engine',
    '@cortex/game-legendary-firefly',
    '@cortex/game-misbehavin',
    '@cortex/game-niskas-debt',
    '@cortex/game-out-to-the-black',
  ],
  poweredByHeader: false,
  turbopack: { root: monorepoRoot },
  outputFileTracingRoot: monorepoRoot,
};

export default nextConfig;
