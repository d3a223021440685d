// Vitest settings for the engine: the conformance playouts need more than the default 5 s.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { testTimeout: 180_000 } });
