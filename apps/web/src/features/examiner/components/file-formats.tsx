/** File formats, written in Latin letters in Nepali too. */
export const FORMATS = {
  csv: <span lang="en">CSV</span>,
  aiken: <span lang="en">Aiken</span>,
  gift: <span lang="en">GIFT</span>,
};
