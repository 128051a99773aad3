const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Formats integer cents as Brazilian reais, e.g. 2990 → "R$ 29,90". */
export function formatBRL(cents: number): string {
  // Intl puts a no-break space after "R$"; a plain space keeps copy and tests predictable.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}
