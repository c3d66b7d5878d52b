// The shared services of a many-instance deployment, for tests: Redis (the machine's, under a
// random key prefix so parallel runs never meet) and a local S3-compatible server (s3rver).
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { scratchFolder } from './test-config.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; tests that need it skip (and say why) when it does not. */
export async function redisIsReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export function randomRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under a test's prefix. */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface TestS3 {
  env: Record<string, string>;
  /** Where s3rver keeps the objects. */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server on a free local port with one empty bucket, and the S3_* settings for it. */
export async function startTestS3(bucket = 'freight-uploads'): Promise<TestS3> {
  const directory = scratchFolder('s3rver-');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
