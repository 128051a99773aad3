export function bundleServer(
  outdir: string,
  entries: Record<string, string>,
  options?: { sourcemap?: boolean },
): Promise<void>;
