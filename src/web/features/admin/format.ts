// How the administrator area shows sizes.

/** "2.35 KB", "1.20 MB": sizes with two decimals (the spec shows documents in KB). */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
