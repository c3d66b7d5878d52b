// Whether the chat panel was open, remembered for the browser session so a full page load (a
// link from an e-mail, a refresh) shows it as the customer left it. Read by the chat button in
// every page's main bundle: plain sessionStorage, nothing heavier.

const OPEN_KEY = 'otp-chat:open';

/** The element id of the panel, for the button's aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

export function wasChatOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'true';
  } catch {
    // Storage disabled: the panel starts closed.
    return false;
  }
}

export function rememberChatOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, 'true');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage disabled: nothing to remember.
  }
}
