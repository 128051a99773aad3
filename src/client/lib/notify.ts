import type * as Sonner from 'sonner';

type ToastOptions = Parameters<typeof Sonner.toast.success>[1];

let loaded: Promise<typeof Sonner> | null = null;
let mountToaster: (() => Promise<void>) | null = null;

/**
 * sonner (about 10 KB gzip) is loaded when the first notice is shown, not with the app: on `/` nothing needs it
 * until the company form answers or a sign-out fails (ADR 028). Pages whose modules import sonner themselves load
 * it with their code, and the host below mounts the Toaster as soon as the app runs on them.
 */
export function loadSonner(): Promise<typeof Sonner> {
  loaded ??= import('sonner');
  return loaded;
}

/** Called by ToasterHost: shows sonner's Toaster and resolves once it is on screen to receive notices. */
export function registerToasterMount(mount: () => Promise<void>): void {
  mountToaster = mount;
}

async function show(
  kind: 'success' | 'error' | 'info',
  message: string,
  options?: ToastOptions,
): Promise<void> {
  const { toast } = await loadSonner();
  await mountToaster?.();
  toast[kind](message, options);
}

/** The notices of the code `/` loads (the app shell, its header and company form), with sonner loaded on demand. */
export const notify = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
};
