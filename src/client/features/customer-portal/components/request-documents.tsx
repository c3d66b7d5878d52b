// The request's Documents: a section of the page whose content the documents feature draws (the
// app hands it over, as it does the timeline: features never import each other).
import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/use-i18n';
import { RequestSection } from './request-section';

/** Draws a request's documents, its packet and what is missing, by reference ID. */
export type RenderDocuments = (referenceId: string) => ReactNode;

export function RequestDocuments({ referenceId, renderDocuments }: { referenceId: string; renderDocuments: RenderDocuments }) {
  const i18n = useI18n();
  return <RequestSection title={i18n._('account.documents.heading')}>{renderDocuments(referenceId)}</RequestSection>;
}
