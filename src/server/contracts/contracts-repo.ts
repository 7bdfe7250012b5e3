// SQL for contracts made by the contract generator, scoped by owner.
import type { Selectable } from 'kysely';
import type { Contract } from '../../shared/contracts';
import type { Executor } from '../db/database';
import type { ContractsTable } from '../db/schema';

export type ContractRow = Selectable<ContractsTable>;

export async function findOwnedContract(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<ContractRow | undefined> {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function listContracts(db: Executor, ownerId: string, limit: number): Promise<ContractRow[]> {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function toContractDto(row: ContractRow): Contract {
  return {
    id: row.id,
    contractId: row.contract_number,
    documentId: row.document_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientAddress: row.client_address,
    contractDate: row.contract_date,
    companyName: row.company_name,
    companyAddress: row.company_address,
    companyPhone: row.company_phone,
    companyEmail: row.company_email,
    serviceName: row.service_name,
    serviceDescription: row.service_description,
    price: Number(row.price_agorot) / 100,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
