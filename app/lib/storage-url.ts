import type { Env } from "./env.server";

export type S3Config = Pick<
  Env,
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PUBLIC_URL"
  | "S3_FORCE_PATH_STYLE"
>;

/** Where browsers load the bucket's objects from: S3_PUBLIC_URL, or the bucket's own address. */
export function s3PublicBase(config: S3Config): string {
  if (config.S3_PUBLIC_URL) return config.S3_PUBLIC_URL;
  const bucket = config.S3_BUCKET ?? "";
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    return config.S3_FORCE_PATH_STYLE
      ? `${endpoint.origin}/${bucket}`
      : `${endpoint.protocol}//${bucket}.${endpoint.host}`;
  }
  return `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`;
}
