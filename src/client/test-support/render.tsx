// Rendering a page or form as the app does: a fresh query client per test with the app's
// defaults, and the toast area, so what the user is told can be read. A rerender keeps them.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

export function renderWithApp(ui: ReactElement) {
  // The toast store outlives a test: close what an earlier test showed.
  dismissToast();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  // A file dialog can show all files, whatever the input accepts: the page must refuse the wrong ones itself.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  return { ...render(ui, { wrapper }), user };
}
