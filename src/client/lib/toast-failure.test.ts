import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { z } from 'zod';
import { parsedOrToast } from './toast-failure';

const schema = z.object({ name: z.string().trim().min(2, 'Informe o nome.') });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parsedOrToast', () => {
  it('returns the values as the contract reads them, without a toast', () => {
    const error = vi.spyOn(toast, 'error');
    expect(parsedOrToast(schema, { name: '  Ana ' }, 'Erro no cadastro')).toEqual({ name: 'Ana' });
    expect(error).not.toHaveBeenCalled();
  });

  it('returns null and toasts the first reason under the given title', () => {
    const error = vi.spyOn(toast, 'error');
    expect(parsedOrToast(schema, { name: 'A' }, 'Erro no cadastro')).toBeNull();
    expect(error).toHaveBeenCalledWith('Erro no cadastro', { description: 'Informe o nome.' });
  });
});
