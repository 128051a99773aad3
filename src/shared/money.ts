/**
 * Formats integer cents as Brazilian reais, e.g. 2990 → "R$ 29,90", 123456 → "R$ 1.234,56". Written out rather
 * than with Intl.NumberFormat: the first pt-BR formatter costs a phone tens of milliseconds while the landing
 * page hydrates, and a plain space after "R$" keeps copy and tests predictable.
 */
export function formatBRL(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.round(Math.abs(cents));
  const reais = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = (absolute % 100).toString().padStart(2, '0');
  return `${sign}R$ ${reais},${centavos}`;
}
