// happy-dom's IntersectionObserver never reports anything: for a part that loads as it comes into
// view (the home page's FAQ), stand in one that sees every element at once.
import { vi } from 'vitest';

export function everythingInView(): void {
  class InViewObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InViewObserver);
}
