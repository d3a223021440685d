// Structured logs (pino). Log lines carry ids and codes only, never a move's content, a view or a secret.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'cortex-api' },
    redact: {
      paths: [
        '*.password',
        '*.token',
        '*.authorization',
        '*.cookie',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
