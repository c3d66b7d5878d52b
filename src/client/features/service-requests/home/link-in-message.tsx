// A message with one link in it ("Call <0>{phone}</0> first."), drawn without Lingui's rich-text
// renderer: that costs about 1 KB gzipped, and the home page has the tightest budget (100 KB). The
// translated text keeps the <0>…</0> tags as they are, so it is split on them.
import type { ReactNode } from 'react';

export function LinkInMessage({ message, link }: { message: string; link: (text: string) => ReactNode }) {
  const [before = '', inside = '', after = ''] = message.split(/<\/?0>/);
  return (
    <>
      {before}
      {link(inside)}
      {after}
    </>
  );
}
