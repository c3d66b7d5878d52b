// A message with markup inside it: "Questions? <0>Call us</0> any time." The message is given as a
// `/*i18n*/` descriptor so `lingui extract` finds its ID:
//
//   <RichText message={/*i18n*/ { id: 'home.hero.call' }} components={{ 0: <a href={tel} /> }} />
//
// Placeholders go in `values`. Lingui's own <Trans> needs an <I18nProvider>; this uses the instance
// useI18n reads.
import type { MessageDescriptor } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { useI18n } from './use-i18n';

export function RichText({
  message,
  values,
  components,
}: {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const i18n = useI18n();
  return <TransNoContext id={message.id} values={values} components={components} lingui={{ i18n }} />;
}
