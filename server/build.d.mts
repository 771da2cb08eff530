/** A digest of everything the build is made from. */
export function sourceHash(root: string): string;
/** Builds the site when the build is missing or older than its sources. */
export function ensureBuild(root: string): void;
