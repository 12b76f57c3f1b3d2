/** The parts of s3rver 3.7 (no types of its own) the storage suite uses. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type BucketConfig = { name: string; configs?: (string | Buffer)[] };
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: BucketConfig[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module "s3rver/lib/models/account.js" {
  const AWSAccount: { DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void } };
  export default AWSAccount;
}
