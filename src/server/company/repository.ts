import type { Database } from '../db/client';
import { companyContacts } from '../db/schema';

export interface CompanyContactWrite {
  companyName: string;
  /**
   * One of the upper bounds of docs/product.md, Company proposals (10, 50, 100, 500, 1000), checked by the
   * contract.
   */
  employeeCount: number;
  email: string;
  message: string | null;
}

export function createCompanyRepository(db: Database) {
  return {
    /** Returns the new row's id. */
    async insertContact(contact: CompanyContactWrite): Promise<string> {
      const [row] = await db.insert(companyContacts).values(contact).returning({ id: companyContacts.id });
      if (!row) throw new Error('company_contacts insert returned no row');
      return row.id;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
