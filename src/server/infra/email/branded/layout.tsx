// The one layout of every mail a person gets from us (React Email components): a header bar with
// the company's name as a wordmark, the body, an optional button, and a footer with how to reach
// us and the MC and DOT numbers. A 600px column that narrows with the screen, 16px text, and
// colours that survive dark mode (see theme.ts); nothing is said only by an image.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { PrimaryButton } from './button.js';
import type { BodyLine, BrandedMailContent, MailCompany } from './mail-content.js';
import { BODY_TEXT, COLORS, FONT } from './theme.js';

export function BrandedLayout({ content }: { content: BrandedMailContent }) {
  const { company } = content;
  return (
    <Html lang={content.lang ?? 'en'}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* We choose our own colours for both schemes: mail programs should not invert them. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      {content.preview ? <Preview>{content.preview}</Preview> : null}
      <Body style={{ margin: 0, padding: '16px 8px', backgroundColor: COLORS.page, color: COLORS.text, fontFamily: FONT }}>
        <Container style={{ width: '100%', maxWidth: '600px', backgroundColor: COLORS.body, color: COLORS.text }}>
          {company ? <Header company={company} /> : null}
          <Band style={{ backgroundColor: COLORS.body, color: COLORS.text, padding: '24px' }}>
            {content.paragraphs.map((paragraph, index) => (
              <Paragraph key={index} lines={paragraph} />
            ))}
            {content.button ? <PrimaryButton button={content.button} /> : null}
          </Band>
          {company ? <Footer company={company} helpLine={content.helpLine} /> : null}
        </Container>
      </Body>
    </Html>
  );
}

function Header({ company }: { company: MailCompany }) {
  return (
    <Band style={{ backgroundColor: COLORS.brand, color: COLORS.onBrand, padding: '20px 24px' }}>
      {company.logoUrl ? (
        // Decoration only (empty alt): the wordmark beside it says who we are with images off.
        // NOTE: fetchPriority "low" keeps React 19's server renderer from adding a
        // <link rel="preload"> for the image to <head>, meaningless in a mail (react-dom 19.3.1,
        // cjs/react-dom-server.node.production.js, the "img" case of pushStartInstance).
        <Img
          src={company.logoUrl}
          alt=""
          height="40"
          fetchPriority="low"
          style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: '12px' }}
        />
      ) : null}
      <span
        style={{
          fontFamily: FONT,
          fontSize: '22px',
          lineHeight: '28px',
          fontWeight: 'bold',
          verticalAlign: 'middle',
          color: COLORS.onBrand,
          backgroundColor: COLORS.brand,
        }}
      >
        {company.name}
      </span>
    </Band>
  );
}

function Paragraph({ lines }: { lines: readonly BodyLine[] }) {
  return (
    <p style={BODY_TEXT}>
      {lines.map((segments, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {segments.map((segment, index) =>
            'link' in segment ? (
              // No colour of ours: the mail program's own link colour suits its own background.
              <a key={index} href={segment.link}>
                {segment.link}
              </a>
            ) : (
              segment.text
            ),
          )}
        </Fragment>
      ))}
    </p>
  );
}

function Footer({ company, helpLine }: { company: MailCompany; helpLine: string | undefined }) {
  const text = {
    ...BODY_TEXT,
    margin: '0 0 8px',
    fontSize: '14px',
    lineHeight: '20px',
    color: COLORS.footerText,
    backgroundColor: COLORS.footer,
  };
  return (
    <Band style={{ backgroundColor: COLORS.footer, color: COLORS.footerText, padding: '20px 24px', borderTop: `1px solid ${COLORS.rule}` }}>
      {helpLine ? <p style={text}>{helpLine}</p> : null}
      <p style={{ ...text, fontWeight: 'bold' }}>{company.name}</p>
      <p style={{ ...text, margin: 0 }}>
        MC #{company.mcNumber} · DOT #{company.dotNumber}
      </p>
    </Band>
  );
}

/** A full-width row of the column; padding sits on the cell, where every mail program honours it. */
function Band({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" border={0} cellPadding="0" cellSpacing="0">
      <tbody>
        <tr>
          <td style={style}>{children}</td>
        </tr>
      </tbody>
    </table>
  );
}
