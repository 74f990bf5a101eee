// The part of s3rver (no types of its own) that src/server/test/s3-server.ts uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
