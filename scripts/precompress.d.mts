/** Precompresses every text asset under `dir` (brotli and gzip siblings); answers how many siblings it wrote. */
export function precompressDirectory(dir: string): Promise<{ files: number; written: number }>;
