import type { CompanyContactResponse } from '../../shared/contracts/company';
import type { CompanyRepository } from './repository';

/** A proposal request as the contract leaves it: trimmed, size checked, an empty message dropped. */
export interface CompanyContactInput {
  companyName: string;
  email: string;
  employeeCount: number;
  message?: string;
}

export function createCompanyService(repository: CompanyRepository) {
  return {
    /**
     * Stores a request for a company proposal (docs/product.md, Company proposals); the team answers within 24
     * hours.
     */
    async submitContact(contact: CompanyContactInput): Promise<CompanyContactResponse> {
      const id = await repository.insertContact({ ...contact, message: contact.message ?? null });
      return { id };
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
