import { z } from 'zod';

/** SPEC §5: exactly five company sizes; the value stored is the upper bound of each range. */
export const EMPLOYEE_COUNT_OPTIONS = [
  { value: 10, label: '1-10 funcionários' },
  { value: 50, label: '11-50 funcionários' },
  { value: 100, label: '51-100 funcionários' },
  { value: 500, label: '101-500 funcionários' },
  { value: 1000, label: 'Mais de 500 funcionários' },
] as const;

export type EmployeeCount = (typeof EMPLOYEE_COUNT_OPTIONS)[number]['value'];

const EMPLOYEE_COUNT_MESSAGE = 'Escolha o número de funcionários da empresa.';
const employeeCountValues = EMPLOYEE_COUNT_OPTIONS.map((option) => option.value);

/**
 * POST /api/company-contacts — anyone (rate-limited per address). Stores a request for a company proposal.
 * 201 `{ id }`. Errors: 400 `validation` with the first pt-BR message, 403 `bad_origin`, 429 `too_many_requests`.
 * The client sends the size as chosen in the select (a number, or nothing): SPEC §5 leaves the choice to the
 * server, which refuses a missing or unknown size.
 */
export const companyContactBodySchema = z.object({
  companyName: z
    .string({ error: 'Informe o nome da empresa.' })
    .trim()
    .min(1, 'Informe o nome da empresa.')
    .max(200, 'O nome da empresa pode ter no máximo 200 caracteres.'),
  email: z
    .string({ error: 'Informe o e-mail corporativo.' })
    .trim()
    .min(1, 'Informe o e-mail corporativo.')
    .max(254, 'E-mail longo demais.')
    .email('Digite um e-mail válido.'),
  employeeCount: z
    .number({ error: EMPLOYEE_COUNT_MESSAGE })
    .int(EMPLOYEE_COUNT_MESSAGE)
    .refine((value) => (employeeCountValues as number[]).includes(value), EMPLOYEE_COUNT_MESSAGE),
  message: z
    .string()
    .trim()
    .max(2000, 'A mensagem pode ter no máximo 2000 caracteres.')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CompanyContactBody = z.input<typeof companyContactBodySchema>;

export const companyContactResponseSchema = z.object({ id: z.string() });
export type CompanyContactResponse = z.infer<typeof companyContactResponseSchema>;
