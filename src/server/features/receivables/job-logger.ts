// What the receivables' scheduled jobs log through: counts and ids only, never an address or a name.
import type { BaseLogger } from 'pino';

export type JobLogger = Pick<BaseLogger, 'info' | 'warn'>;
