/**
 * CPF (Cadastro de Pessoas Físicas): 11 digits, the last two check digits computed mod 11 from the others. The
 * Receita Saúde receipt (IN RFB 2.240/2024) names the payer's and the patient's CPF, so a wrong one makes a
 * receipt the patient cannot deduct.
 */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Accepts '123.456.789-09' or '12345678909'; refuses eleven equal digits, which pass the arithmetic. */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]+$/.test(value)) return false;
  const digits = cpfDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** '12345678909' → '123.456.789-09'. */
export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

export const CPF_INVALID_MESSAGE = 'CPF inválido. Confira os 11 dígitos.';
