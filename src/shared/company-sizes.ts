/**
 * docs/product.md, Company proposals: exactly five company sizes; the value stored is the upper bound of each
 * range.
 */
export const EMPLOYEE_COUNT_OPTIONS = [
  { value: 10, label: '1-10 funcionários' },
  { value: 50, label: '11-50 funcionários' },
  { value: 100, label: '51-100 funcionários' },
  { value: 500, label: '101-500 funcionários' },
  { value: 1000, label: 'Mais de 500 funcionários' },
] as const;

export type EmployeeCount = (typeof EMPLOYEE_COUNT_OPTIONS)[number]['value'];
