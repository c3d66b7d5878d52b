// The branded HTML of a mail, rendered synchronously with react-dom/server: @react-email/render 2
// is async only, and every mail builder runs inside the transaction of the change it tells about,
// where a sync builder keeps every caller as it is. The React Email components are plain React,
// so renderToStaticMarkup gives the same markup; the doctype is the one @react-email/render adds.
// react-dom/server (1 MB of code) is required with the first mail built, not at start
// (docs/decisions/053-memory-at-rest.md): require, unlike import(), loads it synchronously.
import { createRequire } from 'node:module';
import type { renderToStaticMarkup } from 'react-dom/server';
import { BrandedLayout } from './layout.js';
import type { BrandedMailContent } from './mail-content.js';

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

let staticMarkup: typeof renderToStaticMarkup | undefined;

export function renderBrandedHtml(content: BrandedMailContent): string {
  staticMarkup ??= (createRequire(import.meta.url)('react-dom/server') as { renderToStaticMarkup: typeof renderToStaticMarkup })
    .renderToStaticMarkup;
  return `${DOCTYPE}${staticMarkup(<BrandedLayout content={content} />)}`;
}
