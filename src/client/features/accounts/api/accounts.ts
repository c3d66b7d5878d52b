// The Accounts screen's calls: the paged list, one account whole, and its changes (the account,
// its contacts and domains, a merge). Every change refreshes the accounts and the requests (whose
// account a contact, a domain or a merge may have changed).
import type {
  AccountAttached,
  AccountChangeInput,
  AccountDetail,
  AccountMerged,
  AccountPage,
  NewAccountInput,
  NewContactInput,
} from '@shared/accounts/account-schemas';
import { adminListSearchParams, type AdminListQuery } from '@shared/admin-lists';
import { adminDelete, adminSend } from '@/lib/admin/admin-fetch';
import { useAdminChange, useAdminListPage, useAdminRecord } from '@/lib/admin/admin-queries';
import { SERVICE_REQUESTS_KEY } from '@/lib/admin/admin-query-keys';

const ACCOUNTS_URL = '/api/admin/accounts';

export const accountKeys = {
  all: [ACCOUNTS_URL] as const,
  page: (query: AdminListQuery) => [ACCOUNTS_URL, query] as const,
  detail: (id: number | undefined) => [ACCOUNTS_URL, 'detail', id] as const,
};

const REFRESH = { refreshes: [accountKeys.all, SERVICE_REQUESTS_KEY], refreshOnConflict: true };

export function useAccountPage(query: AdminListQuery, enabled = true) {
  return useAdminListPage<AccountPage>(accountKeys.page(query), `${ACCOUNTS_URL}?${adminListSearchParams(query)}`, enabled);
}

export function useAccountDetail(id: number | undefined) {
  return useAdminRecord<AccountDetail>(accountKeys.detail(id), `${ACCOUNTS_URL}/${id}`, id !== undefined);
}

export function useCreateAccount() {
  return useAdminChange((input: NewAccountInput) => adminSend<AccountDetail>('POST', ACCOUNTS_URL, input), REFRESH);
}

export function useChangeAccount(id: number) {
  return useAdminChange((change: AccountChangeInput) => adminSend<AccountDetail>('PATCH', `${ACCOUNTS_URL}/${id}`, change), REFRESH);
}

export function useAddContact(id: number) {
  return useAdminChange(
    (contact: NewContactInput) => adminSend<AccountAttached>('POST', `${ACCOUNTS_URL}/${id}/contacts`, contact),
    REFRESH,
  );
}

export function useRemoveContact(id: number) {
  return useAdminChange((contactId: number) => adminDelete(`${ACCOUNTS_URL}/${id}/contacts/${contactId}`), REFRESH);
}

export function useAddDomain(id: number) {
  return useAdminChange((domain: string) => adminSend<AccountAttached>('POST', `${ACCOUNTS_URL}/${id}/domains`, { domain }), REFRESH);
}

export function useRemoveDomain(id: number) {
  return useAdminChange((domainId: number) => adminDelete(`${ACCOUNTS_URL}/${id}/domains/${domainId}`), REFRESH);
}

/** The account at `keptId` takes everything of `mergedAccountId`. */
export function useMergeAccounts(keptId: number) {
  return useAdminChange(
    (mergedAccountId: number) => adminSend<AccountMerged>('POST', `${ACCOUNTS_URL}/${keptId}/merge`, { mergedAccountId }),
    REFRESH,
  );
}
