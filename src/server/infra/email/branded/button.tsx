// A "bulletproof" button: a table cell of solid colour holding the link, so the button keeps its
// colour and size where a mail program drops padding on links (Outlook on Windows) or images are
// off. 44px tall: the smallest comfortable target for a thumb.
import { COLORS, FONT } from './theme.js';
import type { MailButton } from './mail-content.js';

const HEIGHT = 44;

export function PrimaryButton({ button }: { button: MailButton }) {
  return (
    // bgcolor as well as the style: the attribute is what Outlook on Windows paints.
    <table
      role="presentation"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      bgcolor={COLORS.button}
      style={{ margin: '8px 0 24px', borderRadius: '6px' }}
    >
      <tbody>
        <tr>
          <td align="center" height={HEIGHT} style={{ backgroundColor: COLORS.button, borderRadius: '6px', height: `${HEIGHT}px` }}>
            <a
              href={button.url}
              style={{
                display: 'inline-block',
                padding: '0 24px',
                fontFamily: FONT,
                fontSize: '16px',
                fontWeight: 'bold',
                lineHeight: `${HEIGHT}px`,
                color: COLORS.onButton,
                backgroundColor: COLORS.button,
                borderRadius: '6px',
                textDecoration: 'none',
              }}
            >
              {button.label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
