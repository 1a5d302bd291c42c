/** Where an announcement image leads (docs/product.md §2). */
export const ANNOUNCEMENT_TARGET = '/poll/1';
