// The mail's colours and type. Every colour of text is set with its own background colour, so a
// mail program that darkens backgrounds (Gmail, Outlook) darkens both or neither, and the text
// stays readable in dark mode.
import type { CSSProperties } from 'react';

export const COLORS = {
  page: '#eef2f6',
  brand: '#1e3a8a',
  onBrand: '#ffffff',
  body: '#ffffff',
  text: '#1f2937',
  button: '#1d4ed8',
  onButton: '#ffffff',
  footer: '#f1f5f9',
  footerText: '#475569',
  rule: '#d9e0e8',
} as const;

export const FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";

/** 16px text with room between lines: readable on a phone without zooming. */
export const BODY_TEXT: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: FONT,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLORS.text,
  backgroundColor: COLORS.body,
};
