// The state of the customer's list: what is typed in the search box (sent to the server 300 ms
// after typing stops, so each keystroke is not a request) and the page. A new search starts again
// at page 1.
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useRequestSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      setQ((current) => {
        if (current !== next) setPage(1);
        return next;
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return { text, setText, q, page, setPage };
}
