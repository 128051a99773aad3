import { z } from 'zod';
import { EMPLOYEE_COUNT_OPTIONS } from '../company-sizes';

export { EMPLOYEE_COUNT_OPTIONS, type EmployeeCount } from '../company-sizes';

const EMPLOYEE_COUNT_MESSAGE = 'Escolha o número de funcionários da empresa.';
const employeeCountValues = EMPLOYEE_COUNT_OPTIONS.map((option) => option.value);

/**
 * POST /api/company-contacts — anyone (rate-limited per address). Stores a request for a company proposal.
 * 201 `{ id }`. Errors: 400 `validation` with the first pt-BR message, 403 `bad_origin`, 429 `too_many_requests`.
 * The client sends the size as chosen in the select (a number, or nothing): the browser leaves the choice to the
 * server (docs/product.md, Company proposals), which refuses a missing or unknown size.
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
