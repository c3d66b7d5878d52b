// The state of an admin list: what is typed in the search box (sent 300 ms after typing stops),
// the status filter and the page. A new search or filter starts again at page 1.
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE, type AdminListQuery } from '@shared/admin-lists';

const SEARCH_DELAY_MS = 300;

export interface ListQueryState {
  query: AdminListQuery;
  searchText: string;
  setSearchText: (text: string) => void;
  setStatus: (status: string) => void;
  setPage: (page: number) => void;
}

export function useListQuery(): ListQueryState {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusValue] = useState('all');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const setStatus = (next: string) => {
    setStatusValue(next);
    setPage(1);
  };

  const query: AdminListQuery = { search, status, page, pageSize: ADMIN_PAGE_SIZE };
  return { query, searchText, setSearchText, setStatus, setPage };
}
