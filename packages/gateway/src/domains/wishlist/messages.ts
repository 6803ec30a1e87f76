/** German texts of the wishlist outcomes. No "ß" (Swiss market). */
export const WISHLIST_MESSAGES = {
  notFound: 'Dieser Artikel ist nicht mehr auf Ihrer Wunschliste.',
  productNotFound: 'Diesen Artikel gibt es leider nicht mehr.',
  sessionIdInvalid: 'Die Sitzungskennung ist ungültig.',
  soldOut: 'Dieser Artikel ist leider ausverkauft und kann gerade nicht in den Warenkorb gelegt werden.',
  deleteDisabled: 'Artikel können hier nicht von der Wunschliste entfernt werden.',
  skuInvalid: 'Dieser Artikel ist nicht mehr auf Ihrer Wunschliste.',
} as const;
