// Sizes for a phone used with gloves on (issue 22): every button at least 56 px tall and full
// width, big text, and inputs as tall as the buttons.
export const BIG_BUTTON = 'min-h-14 h-auto w-full py-3 text-lg whitespace-normal [&_svg]:size-6';
export const BIG_INPUT = 'h-14 text-lg';
