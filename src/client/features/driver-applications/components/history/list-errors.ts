// What each list of the history lacks as a whole (a hole in the addresses, an unexplained gap,
// neither accidents nor None), read from the schema's issues at the list's own path. The form
// works these out from the values on every change once a send was tried, rather than from
// react-hook-form's errors, which keep a list's own error under `root` only for some updates.
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import type { MessageOrText } from '@shared/coded-message';
import { issueMessage } from '@shared/message-issues';

/** The lists whose own errors show under them. */
export const LIST_PATHS = ['history.previousAddresses', 'history.accidents', 'history.convictions', 'history.employment'] as const;
export type ListPath = (typeof LIST_PATHS)[number];
export type ListErrors = Partial<Record<ListPath, MessageOrText>>;

const isListPath = (path: string): path is ListPath => (LIST_PATHS as readonly string[]).includes(path);

/** The first issue at each list's own path. */
export function listErrorsOf(result: z.ZodSafeParseResult<unknown>): ListErrors {
  const errors: ListErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (isListPath(path)) errors[path] ??= issueMessage(issue);
  }
  return errors;
}

export const ListErrorsContext = createContext<ListErrors>({});

export function useListError(path: ListPath): MessageOrText | undefined {
  return useContext(ListErrorsContext)[path];
}
