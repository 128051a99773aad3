/** An API error with the server's pt-BR message, ready to be shown to a person. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The server's pt-BR reason for a refusal, or undefined for anything that is not an API error. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.message : undefined;
}

const NETWORK_MESSAGE = 'Não foi possível conectar. Verifique sua internet e tente novamente.';

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError(NETWORK_MESSAGE, 0, 'network');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown };
    throw new ApiRequestError(
      typeof body.message === 'string'
        ? body.message
        : 'Algo deu errado. Tente novamente em alguns instantes.',
      response.status,
      typeof body.code === 'string' ? body.code : 'error',
    );
  }
  return data as T;
}

/**
 * A multipart POST (files), which apiRequest's JSON body cannot carry, answered with the created row's id. `failed`
 * is what the person reads when the network fails or the server gives no reason.
 */
export async function postForm(path: string, form: FormData, failed: string): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(failed, 0, 'network');
  }
  const data = (await response.json().catch(() => null)) as {
    id?: string;
    message?: string;
    code?: string;
  } | null;
  if (!response.ok || !data?.id) {
    throw new ApiRequestError(data?.message ?? failed, response.status, data?.code ?? 'error');
  }
  return { id: data.id };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
