// The compose file's one-shot `bucket` service: creates S3_BUCKET in the S3-compatible store the
// instances use (the application never creates it), with versioning on where the store offers it
// (docs/deployment.md, Backup and restore: an upload is never overwritten or deleted, so versions
// cost little and undo an operator's mistake). Run with the image's node_modules:
//   node create-bucket.mjs      (from /app, with the instances' S3_* variables)
// It waits up to a minute for the store to answer, says what it did, and exits 0 when the bucket
// exists (made now or before), 1 otherwise.
import { CreateBucketCommand, PutBucketVersioningCommand, S3Client } from '@aws-sdk/client-s3';

const env = (name, fallback) => process.env[name] || fallback;
const bucket = env('S3_BUCKET');
if (!bucket) {
  console.error('create-bucket: S3_BUCKET is not set');
  process.exit(1);
}
const accessKeyId = env('S3_ACCESS_KEY_ID');
const secretAccessKey = env('S3_SECRET_ACCESS_KEY');
const s3 = new S3Client({
  endpoint: env('S3_ENDPOINT'),
  region: env('S3_REGION', 'us-east-1'),
  forcePathStyle: env('S3_FORCE_PATH_STYLE') === 'true',
  ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
});

const ALREADY_THERE = new Set(['BucketAlreadyOwnedByYou', 'BucketAlreadyExists']);
const TRIES = 30;

for (let attempt = 1; ; attempt++) {
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`create-bucket: created ${bucket}`);
    break;
  } catch (error) {
    if (ALREADY_THERE.has(error.name)) {
      console.log(`create-bucket: ${bucket} exists already`);
      break;
    }
    // Refused credentials or a bad name will not get better by waiting; a store still starting will.
    const statusCode = error.$metadata?.httpStatusCode;
    if (attempt === TRIES || (statusCode !== undefined && statusCode < 500)) {
      console.error(`create-bucket: ${bucket} could not be created: ${error.name}: ${error.message}`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

try {
  await s3.send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }));
  console.log(`create-bucket: versioning on for ${bucket}`);
} catch (error) {
  console.warn(`create-bucket: versioning not turned on (${error.name}); the store may not offer it`);
}
