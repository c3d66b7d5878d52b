// Links in the chat text format: a place on a page ("/#estimate") is reached from another page by
// the app's own navigation, and on that page by the browser's scroll to it (not intercepted).
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { LinkedText } from './linked-text';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a link to a place on a page', () => {
  it('goes there from another page without loading the document again, and lets the chat close', () => {
    window.history.replaceState(null, '', '/track');
    const onNavigate = vi.fn();
    renderWithApp(<LinkedText text="Try the [instant estimate](/#estimate)." onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'instant estimate' });
    expect(link.getAttribute('href')).toBe('/#estimate');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(`${window.location.pathname}${window.location.hash}`).toBe('/#estimate');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('on that page already, leaves the scroll to the browser', () => {
    window.history.replaceState(null, '', '/');
    renderWithApp(<LinkedText text="Try the [instant estimate](/#estimate)." />);
    // Not cancelled: the browser moves to the place itself.
    expect(fireEvent.click(screen.getByRole('link', { name: 'instant estimate' }))).toBe(true);
  });
});
