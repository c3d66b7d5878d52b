// The slot of the Text messages section (the text-messages feature's, issue 40) on the customer's
// request page: the app fills it, given the request's reference and the phone it was sent with.
import type { ReactNode } from 'react';

export type RenderTexts = (request: { referenceId: string; contactPhone: string | undefined }) => ReactNode;
