// The toasts as the user sees them (spec section 9): title and description, one at a time, gone
// after 5 seconds or when closed, F8 to reach them; and the toast area loading only with the
// first toast. (The queue's own rules are in toast-store.test.ts.)
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownToasts } from '@/test-support/toasts';
import { LazyToaster } from './lazy-toaster';
import { ToastAction } from './toast';
import { TOAST_REMOVE_DELAY_MS } from './toast-store';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

const TOAST_DURATION_MS = 5000;

/** Shows a toast from outside React, as an event handler or a mutation callback does. */
function show(input: Parameters<typeof toast>[0]): ReturnType<typeof toast> {
  let shown: ReturnType<typeof toast> | undefined;
  act(() => {
    shown = toast(input);
  });
  if (!shown) throw new Error('toast() returned nothing');
  return shown;
}

// The store is one per page: each test ends with every toast closed and forgotten.
afterEach(() => {
  vi.useFakeTimers();
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe('the toast area', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows the title and the description, and an action when given', () => {
    render(<Toaster />);
    show({ title: 'Reference ID Copied', description: 'The reference ID has been copied to your clipboard.' });
    expect(shownToasts()).toEqual([['Reference ID Copied', 'The reference ID has been copied to your clipboard.']]);

    show({ title: 'Upload failed', action: <ToastAction altText="Try the upload again">Retry</ToastAction> });
    expect(shownToasts()).toEqual([['Upload failed']]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows one toast at a time: the newest replaces the one showing', () => {
    render(<Toaster />);
    show({ title: 'Missing Required Fields', variant: 'destructive' });
    show({ title: 'Submission Failed', description: 'Please try again.', variant: 'destructive' });
    expect(shownToasts()).toEqual([['Submission Failed', 'Please try again.']]);
  });

  it('closes a toast after 5 seconds', () => {
    render(<Toaster />);
    show({ title: 'Status updated successfully' });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(shownToasts()).toEqual([['Status updated successfully']]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownToasts()).toEqual([]);
  });

  // fireEvent, not user-event: user-event waits on timers, which are fake here.
  it('closes a toast at once with its close button', () => {
    render(<Toaster />);
    show({ title: 'Payment Initiated', description: 'We will confirm it when it arrives.' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shownToasts()).toEqual([]);
  });

  it('F8 moves the focus to the toasts', () => {
    render(<Toaster />);
    show({ title: 'Driver hired' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('a toast can be changed in place or closed by whoever showed it, and all can be closed at once', () => {
    render(<Toaster />);
    const shown = show({ title: 'Uploading…' });
    act(() => shown.update({ title: 'Uploaded', description: '3 files' }));
    expect(shownToasts()).toEqual([['Uploaded', '3 files']]);
    act(() => shown.dismiss());
    expect(shownToasts()).toEqual([]);

    show({ title: 'Saved' });
    act(() => dismissToast());
    expect(shownToasts()).toEqual([]);
  });
});

describe('the lazily loaded toast area', () => {
  it('is not on the page until the first toast, and leaves once the last toast is forgotten', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();

    show({ title: 'Reference ID Copied' });
    await waitFor(() => expect(shownToasts()).toEqual([['Reference ID Copied']]));

    vi.useFakeTimers();
    act(() => dismissToast());
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
  });
});
